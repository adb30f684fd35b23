/** Seconds-option HTTP routes (docs/api-options.md): the spec's `/microtrade/*` calls, thin: parse → service → envelope. */
import {
  IdemHeaders,
  MicroCurrency,
  MicroLimits,
  MicroLimitsBody,
  MicroList,
  MicroListsQuery,
  MicroOrder,
  MicroRecord,
  MicroResultQuery,
  MicroSeconds,
  MicroSubmitBody,
} from '@app/api';
import { mul, normalize } from '@app/money';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../envelope';
import { AppError } from '../../errors';
import { asPagedA } from '../../paging';
import type { OptionsService } from './options.service';
import { wireOrder } from './options.wire';

export function registerOptionsRoutes(
  app: FastifyInstance,
  deps: {
    options: OptionsService;
    requireUser: preValidationAsyncHookHandler;
    optionalUser: preValidationAsyncHookHandler;
    microBalance(userId: number, currency: string): Promise<string>;
    /** The user's verified identity country (ISO alpha-2) or null: checked against `option_countries` at submit. */
    countryOf(userId: number): Promise<string | null>;
    receiptOf(userId: number, orderIds: number[]): Promise<Map<number, string>>;
    now(): number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { options, requireUser, optionalUser } = deps;
  const tags = ['options'];

  r.get('/microtrade/seconds', { schema: { tags, response: { 200: envelope(z.array(MicroSeconds)) } } }, async () => {
    const rows = await options.expiries();
    if (rows.length === 0) throw AppError.say('options.no_expiries');
    return ok(
      rows.map((e) => ({
        seconds: e.seconds,
        payout_ratio: normalize(e.payoutRatio),
        loss_ratio: normalize(e.lossRatio),
        profit_ratio: normalize(mul(e.payoutRatio, '100')),
        loss_ratio_percent: normalize(mul(e.lossRatio, '100')),
        break_even: options.breakEven(e.payoutRatio, e.lossRatio),
        status: 1,
      })),
    );
  });

  r.get(
    '/microtrade/payable_currencies',
    { preValidation: optionalUser, schema: { tags, response: { 200: envelope(z.array(MicroCurrency)) } } },
    async (req) => {
      const [coins, expiries] = await Promise.all([options.coins(), options.expiries()]);
      const out = [];
      for (const c of coins) {
        out.push({
          id: c.currencyId,
          name: c.currency,
          fee_rate: normalize(c.feeRate),
          micro_trade_fee: normalize(mul(c.feeRate, '100')),
          micro_min: normalize(c.minStake),
          micro_max: normalize(c.maxStake),
          micro_holdtrade_max: c.maxOpen,
          microNumbers: c.presets.map((n) => ({ currency_id: c.currencyId, number: normalize(n) })),
          user_wallet: { micro_balance: req.userId ? await deps.microBalance(req.userId, c.currency) : '0' },
          break_even: expiries.map((e) => ({
            seconds: e.seconds,
            rate: options.breakEven(e.payoutRatio, e.lossRatio, c.feeRate),
          })),
        });
      }
      return ok(out);
    },
  );

  r.post(
    '/microtrade/submit',
    {
      preValidation: requireUser,
      schema: { tags, headers: IdemHeaders, body: MicroSubmitBody, response: { 200: envelope(MicroOrder) } },
    },
    async (req) => {
      const b = req.body;
      const row = await options.submit(
        {
          userId: req.userId,
          matchId: b.match_id,
          currencyId: b.currency_id,
          type: b.type,
          seconds: b.seconds,
          stake: b.number,
          country: await deps.countryOf(req.userId),
        },
        req.headers['idempotency-key'],
      );
      return ok(wireOrder(row, deps.now()));
    },
  );

  r.get(
    '/microtrade/lists',
    {
      preValidation: requireUser,
      schema: { tags, querystring: MicroListsQuery, response: { 200: envelope(MicroList) } },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await options.list({
        userId: req.userId,
        open: q.status !== 3,
        ...(q.match_id ? { matchId: q.match_id } : {}),
        ...(q.currency_id ? { currencyId: q.currency_id } : {}),
        page: q.page,
        limit: q.limit,
      });
      const receipts = await deps.receiptOf(
        req.userId,
        rows.filter((x) => x.state !== 'open').map((x) => x.id),
      );
      const now = deps.now();
      return ok(
        asPagedA({
          list: rows.map((x) => wireOrder(x, now, receipts.get(x.id) ?? null)),
          total,
          page: q.page,
          limit: q.limit,
        }),
      );
    },
  );

  r.get(
    '/microtrade/get_result',
    {
      preValidation: requireUser,
      schema: { tags, querystring: MicroResultQuery, response: { 200: envelope(MicroOrder) } },
    },
    async (req) => {
      const row = await options.order(req.userId, req.query.id);
      const receipts = row.state !== 'open' ? await deps.receiptOf(req.userId, [row.id]) : new Map<number, string>();
      return ok(wireOrder(row, deps.now(), receipts.get(row.id) ?? null));
    },
  );

  r.get(
    '/microtrade/record',
    { preValidation: requireUser, schema: { tags, response: { 200: envelope(MicroRecord) } } },
    async (req) => ok(await options.record(req.userId)),
  );

  r.get(
    '/microtrade/limits',
    { preValidation: requireUser, schema: { tags, response: { 200: envelope(MicroLimits) } } },
    async (req) => ok(await options.limits(req.userId)),
  );

  r.post(
    '/microtrade/limits',
    { preValidation: requireUser, schema: { tags, body: MicroLimitsBody, response: { 200: envelope(MicroLimits) } } },
    async (req) => ok(await options.setLimits(req.userId, req.body)),
  );
}
