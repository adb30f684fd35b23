/** Public market routes (docs/api-market.md) with the price log's (market.log-routes.ts), and the signed-in user's favourites. */
import {
  ContractQuote,
  FavouriteAddBody,
  FavouriteDelBody,
  FiatRate,
  KlineAnswer,
  KlineQuery,
  MarketDetailQuery,
  MarketSearchQuery,
  QuotationAnswerGroup,
  Quote,
} from '@app/api';
import { t } from '@app/i18n/server';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import type { FavouritesService } from './market.favourites';
import { registerMarketLogRoutes } from './market.log-routes';
import type { MarketReads } from './market.reads';
import type { MarketService } from './market.service';

type Deps = {
  reads: MarketReads;
  market: Pick<MarketService, 'history' | 'log' | 'instrument'>;
  favourites: FavouritesService;
  requireUser: preValidationAsyncHookHandler;
};

export function registerMarketRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['market'];
  const { reads, favourites, requireUser } = deps;
  const quotes = envelope(z.array(Quote));
  registerMarketLogRoutes(app, deps.market);

  r.get(
    '/currency/quotation_new',
    { schema: { tags, response: { 200: envelope(z.array(QuotationAnswerGroup)) } } },
    // `quotation`: the original client's name of the group's quotes (docs/original-client.md).
    async () => ok(reads.quotation().map((g) => ({ ...g, quotation: g.quotes }))),
  );
  r.get('/market/contracts', { schema: { tags, response: { 200: envelope(z.array(ContractQuote)) } } }, async () =>
    ok(reads.contracts()),
  );
  r.get(
    '/market/search',
    { schema: { tags, querystring: MarketSearchQuery, response: { 200: quotes } } },
    async (req) => ok(reads.search(req.query.keyword)),
  );
  r.get('/market/hot', { schema: { tags, response: { 200: quotes } } }, async () => ok(reads.hot()));
  r.get(
    '/market/detail',
    { schema: { tags, querystring: MarketDetailQuery, response: { 200: envelope(Quote) } } },
    async (req) => ok(reads.detail(req.query)),
  );
  r.get('/market/fiats', { schema: { tags, response: { 200: envelope(z.array(FiatRate)) } } }, async () =>
    ok(await reads.fiats()),
  );

  // Legacy answer shape `{code, msg, data}` (spec §7 client); errors are translated and still HTTP 200.
  r.get(
    '/currency/new_timeshar',
    { schema: { tags, querystring: KlineQuery, response: { 200: KlineAnswer } } },
    async (req) => {
      const answer = await deps.market.history(req.query);
      return answer.ok
        ? { code: 1 as const, msg: 'ok', data: answer.data }
        : { code: 0 as const, msg: t(req.lang, answer.key) };
    },
  );

  const favTags = ['market favourites'];
  r.post(
    '/optional/add',
    {
      preValidation: requireUser,
      schema: { tags: favTags, body: FavouriteAddBody, response: { 200: envelope(z.string()) } },
    },
    async (req) => {
      await favourites.add(req.userId, req.body.currency_id);
      return ok(t(req.lang, 'market.favourite_added'));
    },
  );
  r.post(
    '/optional/del',
    {
      preValidation: requireUser,
      schema: { tags: favTags, body: FavouriteDelBody, response: { 200: envelope(z.string()) } },
    },
    async (req) => {
      await favourites.remove(req.userId, (req.body.currency_id ?? req.body.id) as number);
      return ok(t(req.lang, 'market.favourite_removed'));
    },
  );
  r.get(
    '/optional/list',
    { preValidation: requireUser, schema: { tags: favTags, response: { 200: quotes } } },
    async (req) => ok(await favourites.list(req.userId)),
  );
}
