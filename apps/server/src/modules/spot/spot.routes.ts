/** Spot HTTP routes (docs/api-spot.md): thin, parse → one service call → envelope. */
import {
  IdemHeaders,
  SpotBalance,
  SpotDepth,
  SpotDepthQuery,
  SpotIdBody,
  SpotListQuery,
  SpotOrder,
  SpotOrderDetail,
  SpotOrderList,
  SpotPair,
  SpotSymbolQuery,
  SpotTradeBody,
  SpotTradeItem,
  SpotTradesQuery,
} from '@app/api';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { AppError } from '../../errors';
import type { SpotReads } from './spot.reads';
import type { SpotService } from './spot.service';

export function registerSpotRoutes(
  app: FastifyInstance,
  deps: { spot: SpotService; reads: SpotReads; requireUser: preValidationAsyncHookHandler },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { spot, reads, requireUser } = deps;
  const tags = ['spot'];
  const pairOf = (q: {
    symbol?: string | undefined;
    currency_id?: number | undefined;
    legal_id?: number | undefined;
  }) => {
    const pair = spot.findPair({ symbol: q.symbol, currencyId: q.currency_id, legalId: q.legal_id });
    if (!pair?.enabled) throw AppError.say('market.unknown_symbol');
    return pair;
  };

  r.get('/coin/pairs', { schema: { tags, response: { 200: envelope(z.array(SpotPair)) } } }, async () =>
    ok(reads.pairs()),
  );

  r.post(
    '/coin/trade',
    {
      preValidation: requireUser,
      schema: { tags, headers: IdemHeaders, body: SpotTradeBody, response: { 200: envelope(SpotOrder) } },
    },
    async (req) => {
      const b = req.body;
      const pair = pairOf({ currency_id: b.currency_id, legal_id: b.legal_id });
      const row = await spot.place(
        req.userId,
        pair.id,
        { side: b.type === 1 ? 'buy' : 'sell', price: b.target_price, amount: b.amount, total: b.total },
        req.headers['idempotency-key'],
      );
      return ok(reads.wire(row));
    },
  );

  r.put(
    '/coin/trade',
    { preValidation: requireUser, schema: { tags, body: SpotIdBody, response: { 200: envelope(SpotOrder) } } },
    async (req) => ok(reads.wire(await spot.cancel(req.userId, req.body.id))),
  );

  r.get(
    '/coin/list',
    {
      preValidation: requireUser,
      schema: { tags, querystring: SpotListQuery, response: { 200: envelope(SpotOrderList) } },
    },
    async (req) => {
      const q = req.query;
      const pairId =
        q.currency_id !== undefined || q.legal_id !== undefined
          ? (spot.findPair({ currencyId: q.currency_id, legalId: q.legal_id })?.id ?? -1)
          : undefined;
      return ok(await reads.list(req.userId, { status: q.status, pairId, page: q.page, limit: q.limit }));
    },
  );

  r.get(
    '/coin/order',
    {
      preValidation: requireUser,
      schema: { tags, querystring: SpotIdBody, response: { 200: envelope(SpotOrderDetail) } },
    },
    async (req) => ok(await reads.order(req.userId, req.query.id)),
  );

  r.get(
    '/coin/depth',
    { schema: { tags, querystring: SpotDepthQuery, response: { 200: envelope(SpotDepth) } } },
    async (req) => ok(reads.depth(pairOf(req.query), req.query.limit)),
  );

  r.get(
    '/coin/trades',
    { schema: { tags, querystring: SpotTradesQuery, response: { 200: envelope(z.array(SpotTradeItem)) } } },
    async (req) => ok(await reads.trades(pairOf(req.query), req.query.limit)),
  );

  r.get(
    '/coin/balance',
    {
      preValidation: requireUser,
      schema: { tags, querystring: SpotSymbolQuery, response: { 200: envelope(SpotBalance) } },
    },
    async (req) => ok(await reads.balance(req.userId, pairOf(req.query))),
  );
}
