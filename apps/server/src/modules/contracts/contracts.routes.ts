/** Contracts HTTP routes (docs/api-contracts.md): the spec's `/lever/*` calls, thin: parse → service → envelope. */
import {
  IdemHeaders,
  LeverBatchCloseBody,
  LeverBatchResult,
  LeverDeal,
  LeverDealAll,
  LeverDealAllBody,
  LeverDetail,
  LeverDetailQuery,
  LeverEstimate,
  LeverEstimateBody,
  LeverIdBody,
  LeverMyTrade,
  LeverMyTradeBody,
  LeverOrder,
  LeverPair,
  LeverPairQuery,
  LeverPairsQuery,
  LeverSetStopBody,
  LeverSubmitBody,
} from '@app/api';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { AppError } from '../../errors';
import { checkStops, type PositionRow } from './contracts.exec';
import type { ContractsReads } from './contracts.reads';
import type { ContractsService } from './contracts.service';
import { priceField, validateEntry } from './contracts.validate';

export function registerContractsRoutes(
  app: FastifyInstance,
  deps: {
    contracts: ContractsService;
    reads: ContractsReads;
    requireUser: preValidationAsyncHookHandler;
    optionalUser: preValidationAsyncHookHandler;
    lastPrice(symbol: string): string | undefined;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { contracts, reads, requireUser, optionalUser } = deps;
  const tags = ['contracts'];
  const pairIdOf = (q: { currency_id?: number | undefined; legal_id?: number | undefined }) => {
    if (q.currency_id === undefined || q.legal_id === undefined) return undefined;
    return contracts.findPair(q.currency_id, q.legal_id)?.id ?? -1;
  };

  r.get(
    '/lever/pairs',
    { schema: { tags, querystring: LeverPairsQuery, response: { 200: envelope(z.array(LeverPair)) } } },
    async (req) => ok(reads.pairs(req.query.area)),
  );

  r.post(
    '/lever/deal',
    { preValidation: optionalUser, schema: { tags, body: LeverPairQuery, response: { 200: envelope(LeverDeal) } } },
    async (req) => {
      const pair = contracts.pairOf(req.body.currency_id, req.body.legal_id);
      return ok(await reads.deal(req.userId || undefined, pair));
    },
  );

  r.post(
    '/lever/estimate',
    {
      preValidation: requireUser,
      schema: { tags, body: LeverEstimateBody, response: { 200: envelope(LeverEstimate) } },
    },
    async (req) => {
      const b = req.body;
      const pair = contracts.pairOf(b.currency_id, b.legal_id);
      const e = validateEntry(req.userId, pair, { ...b, target_profit_price: '', stop_loss_price: '' });
      return ok(await reads.estimate(req.userId, pair, e));
    },
  );

  r.post(
    '/lever/submit',
    {
      preValidation: requireUser,
      schema: { tags, headers: IdemHeaders, body: LeverSubmitBody, response: { 200: envelope(LeverOrder) } },
    },
    async (req) => {
      const b = req.body;
      const pair = contracts.pairOf(b.currency_id, b.legal_id);
      const row = await contracts.submit(validateEntry(req.userId, pair, b), req.headers['idempotency-key']);
      return ok(reads.wire(row));
    },
  );

  r.post(
    '/lever/close',
    { preValidation: requireUser, schema: { tags, body: LeverIdBody, response: { 200: envelope(LeverOrder) } } },
    async (req) => ok(reads.wire(await contracts.close(req.userId, req.body.id))),
  );

  r.post(
    '/lever/cancel',
    { preValidation: requireUser, schema: { tags, body: LeverIdBody, response: { 200: envelope(LeverOrder) } } },
    async (req) => ok(reads.wire(await contracts.cancel(req.userId, req.body.id))),
  );

  r.post(
    '/lever/batch_close',
    {
      preValidation: requireUser,
      schema: { tags, body: LeverBatchCloseBody, response: { 200: envelope(LeverBatchResult) } },
    },
    async (req) => {
      const b = req.body;
      const ids = await contracts.batchClose(req.userId, b.type, { pairId: pairIdOf(b), area: b.area });
      return ok({ closed: ids.length, ids });
    },
  );

  r.post(
    '/lever/setstop',
    { preValidation: requireUser, schema: { tags, body: LeverSetStopBody, response: { 200: envelope(LeverOrder) } } },
    async (req) => {
      const b = req.body;
      const check = (pos: PositionRow) => {
        const pair = contracts.pair(pos.pairId);
        const precision = pair?.precision ?? 8;
        const tp = priceField('target_profit_price', b.target_profit_price, precision, true);
        const sl = priceField('stop_loss_price', b.stop_loss_price, precision, true);
        if (tp === null && sl === null) throw AppError.say('contracts.stops_need_one');
        const last = deps.lastPrice(pos.symbol) ?? pos.entryPrice ?? '0';
        checkStops(pos.side === 'short' ? 'short' : 'long', pos.entryPrice ?? '0', last, tp, sl);
        return { tp, sl };
      };
      return ok(reads.wire(await contracts.setStops(req.userId, b.id, check)));
    },
  );

  r.post(
    '/lever/dealall',
    { preValidation: requireUser, schema: { tags, body: LeverDealAllBody, response: { 200: envelope(LeverDealAll) } } },
    async (req) => {
      const b = req.body;
      return ok(
        await reads.dealAll(req.userId, {
          pairId: pairIdOf(b),
          area: b.area,
          status: b.status,
          page: b.page,
          limit: b.limit,
        }),
      );
    },
  );

  r.post(
    '/lever/my_trade',
    { preValidation: requireUser, schema: { tags, body: LeverMyTradeBody, response: { 200: envelope(LeverMyTrade) } } },
    async (req) => {
      const b = req.body;
      return ok(
        await reads.myTrade(req.userId, {
          status: b.status,
          pairId: pairIdOf(b),
          area: b.area,
          page: b.page,
          limit: b.limit,
        }),
      );
    },
  );

  r.get(
    '/lever/detail',
    {
      preValidation: requireUser,
      schema: { tags, querystring: LeverDetailQuery, response: { 200: envelope(LeverDetail) } },
    },
    async (req) => ok(await reads.detail(req.userId, req.query.id)),
  );
}
