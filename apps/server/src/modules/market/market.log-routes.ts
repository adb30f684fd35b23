/**
 * Public routes of the price log (docs/api-market.md, "Price log"): no login, anyone may fetch the key, heads,
 * leaves and proofs and check them offline with @app/pricelog.
 */
import {
  PriceLogConsistency,
  PriceLogConsistencyQuery,
  PriceLogHead,
  PriceLogHeadsQuery,
  PriceLogInclusion,
  PriceLogInclusionQuery,
  PriceLogKey,
  PriceLogLeafRow,
  PriceLogLeavesQuery,
  PriceLogSymbolQuery,
  paged,
} from '@app/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { AppError } from '../../errors';
import type { MarketService } from './market.service';

export function registerMarketLogRoutes(app: FastifyInstance, market: Pick<MarketService, 'log' | 'instrument'>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['market price log'];
  const log = market.log;
  /** The instrument's own spelling (`btc/usdt` → `BTC/USDT`): the log is keyed by it. */
  const symbolOf = (s: string) => {
    const inst = market.instrument(s);
    if (!inst) throw new AppError('NOT_FOUND');
    return inst.symbol;
  };

  r.get('/market/log/key', { schema: { tags, response: { 200: envelope(PriceLogKey) } } }, async () =>
    ok(log.publicKey()),
  );

  r.get(
    '/market/log/head',
    { schema: { tags, querystring: PriceLogSymbolQuery, response: { 200: envelope(PriceLogHead) } } },
    async (req) => {
      const head = await log.latestHead(symbolOf(req.query.symbol));
      if (!head) throw new AppError('NOT_FOUND');
      return ok(head);
    },
  );

  r.get(
    '/market/log/heads',
    { schema: { tags, querystring: PriceLogHeadsQuery, response: { 200: envelope(paged(PriceLogHead)) } } },
    async (req) => {
      const { page, limit } = req.query;
      const { list, total } = await log.headsPage(symbolOf(req.query.symbol), page, limit);
      return ok({ list, total, page, limit });
    },
  );

  r.get(
    '/market/log/leaves',
    { schema: { tags, querystring: PriceLogLeavesQuery, response: { 200: envelope(z.array(PriceLogLeafRow)) } } },
    async (req) => ok(await log.leaves(symbolOf(req.query.symbol), req.query.from, req.query.limit)),
  );

  r.get(
    '/market/log/inclusion',
    { schema: { tags, querystring: PriceLogInclusionQuery, response: { 200: envelope(PriceLogInclusion) } } },
    async (req) => ok(await log.inclusion(symbolOf(req.query.symbol), req.query.seq, req.query.size)),
  );

  r.get(
    '/market/log/consistency',
    { schema: { tags, querystring: PriceLogConsistencyQuery, response: { 200: envelope(PriceLogConsistency) } } },
    async (req) => {
      const { first, second } = req.query;
      return ok({ first, second, proof: await log.consistency(symbolOf(req.query.symbol), first, second) });
    },
  );
}
