/**
 * Back-office seconds options: expiries and their ratios, per-coin limits, per-pair and per-country switches
 * (settings: super, audited), orders with receipts, the house's net result per day. There is deliberately no call
 * that writes a price or chooses, presets or changes a result.
 */
import {
  AdminOptionCoin,
  AdminOptionCoinInput,
  AdminOptionCountry,
  AdminOptionCountryInput,
  AdminOptionExpiry,
  AdminOptionExpiryInput,
  AdminOptionHouseDay,
  AdminOptionOrders,
  AdminOptionOrdersQuery,
  AdminOptionPair,
  AdminOptionSwitch,
  IdParams,
  rolesFor,
} from '@app/api';
import { gt, normalize } from '@app/money';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db';
import { envelope, ok } from '../../envelope';
import { AppError } from '../../errors';
import { type AdminGuard, type AuditService, actorOf } from '../admin';
import { withTransaction } from '../ledger';
import { optionCoins, optionCountries, optionExpiries, optionOrders, optionPairs } from './options.tables';
import { wireOrder } from './options.wire';

const wireExpiry = (e: typeof optionExpiries.$inferSelect) => ({
  seconds: e.seconds,
  payout_ratio: normalize(e.payoutRatio),
  loss_ratio: normalize(e.lossRatio),
  enabled: e.enabled,
});
const wireCoin = (c: typeof optionCoins.$inferSelect) => ({
  currency: c.currency,
  currency_id: c.currencyId,
  enabled: c.enabled,
  fee_rate: normalize(c.feeRate),
  min_stake: normalize(c.minStake),
  max_stake: normalize(c.maxStake),
  max_open: c.maxOpen,
  presets: c.presets.map(normalize),
});

export function registerOptionsAdminRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    guard: AdminGuard;
    audit: Pick<AuditService, 'record'>;
    label(userId: number): Promise<string>;
    receiptOf(orderIds: number[]): Promise<Map<number, string>>;
    now(): number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, guard, audit } = deps;
  const tags = ['admin options'];
  const settingsRead = guard(...rolesFor('option-settings', 'read'));
  const settingsWrite = guard(...rolesFor('option-settings', 'write'));

  r.get(
    '/admin/options/expiries',
    { preValidation: settingsRead, schema: { tags, response: { 200: envelope(z.array(AdminOptionExpiry)) } } },
    async () => ok((await db.select().from(optionExpiries).orderBy(optionExpiries.seconds)).map(wireExpiry)),
  );
  r.put(
    '/admin/options/expiries',
    {
      preValidation: settingsWrite,
      schema: { tags, body: AdminOptionExpiryInput, response: { 200: envelope(AdminOptionExpiry) } },
    },
    async (req) => {
      const b = req.body;
      const row = await withTransaction(db, async (tx) => {
        const values = { seconds: b.seconds, payoutRatio: b.payout_ratio, lossRatio: b.loss_ratio, enabled: b.enabled };
        const [saved] = await tx
          .insert(optionExpiries)
          .values(values)
          .onConflictDoUpdate({ target: optionExpiries.seconds, set: { ...values, updatedAt: new Date() } })
          .returning();
        await audit.record(tx, actorOf(req), {
          action: 'options.expiry.save',
          target: String(b.seconds),
          before: null,
          after: b,
        });
        return saved!;
      });
      return ok(wireExpiry(row));
    },
  );

  r.get(
    '/admin/options/coins',
    { preValidation: settingsRead, schema: { tags, response: { 200: envelope(z.array(AdminOptionCoin)) } } },
    async () => ok((await db.select().from(optionCoins).orderBy(optionCoins.currencyId)).map(wireCoin)),
  );
  r.put(
    '/admin/options/coins/:id',
    {
      preValidation: settingsWrite,
      schema: { tags, params: IdParams, body: AdminOptionCoinInput, response: { 200: envelope(AdminOptionCoin) } },
    },
    async (req) => {
      const b = req.body;
      if (gt(b.min_stake, b.max_stake)) throw AppError.say('options.stake_order');
      const row = await withTransaction(db, async (tx) => {
        const [saved] = await tx
          .update(optionCoins)
          .set({
            enabled: b.enabled,
            feeRate: b.fee_rate,
            minStake: b.min_stake,
            maxStake: b.max_stake,
            maxOpen: b.max_open,
            presets: b.presets,
            updatedAt: new Date(),
          })
          .where(eq(optionCoins.currencyId, req.params.id))
          .returning();
        if (!saved) throw new AppError('NOT_FOUND');
        await audit.record(tx, actorOf(req), {
          action: 'options.coin.update',
          target: saved.currency,
          before: null,
          after: b,
        });
        return saved;
      });
      return ok(wireCoin(row));
    },
  );

  r.get(
    '/admin/options/pairs',
    { preValidation: settingsRead, schema: { tags, response: { 200: envelope(z.array(AdminOptionPair)) } } },
    async () =>
      ok(
        (await db.select().from(optionPairs).orderBy(optionPairs.id)).map(({ id, symbol, enabled }) => ({
          id,
          symbol,
          enabled,
        })),
      ),
  );
  r.put(
    '/admin/options/pairs/:id',
    {
      preValidation: settingsWrite,
      schema: { tags, params: IdParams, body: AdminOptionSwitch, response: { 200: envelope(AdminOptionPair) } },
    },
    async (req) => {
      const row = await withTransaction(db, async (tx) => {
        const [saved] = await tx
          .update(optionPairs)
          .set({ enabled: req.body.enabled, updatedAt: new Date() })
          .where(eq(optionPairs.id, req.params.id))
          .returning();
        if (!saved) throw new AppError('NOT_FOUND');
        await audit.record(tx, actorOf(req), {
          action: 'options.pair.switch',
          target: String(saved.id),
          before: null,
          after: req.body,
        });
        return saved;
      });
      return ok({ id: row.id, symbol: row.symbol, enabled: row.enabled });
    },
  );

  r.get(
    '/admin/options/countries',
    { preValidation: settingsRead, schema: { tags, response: { 200: envelope(z.array(AdminOptionCountry)) } } },
    async () =>
      ok(
        (await db.select().from(optionCountries).orderBy(optionCountries.country)).map(({ country, disabled }) => ({
          country,
          disabled,
        })),
      ),
  );
  r.put(
    '/admin/options/countries',
    {
      preValidation: settingsWrite,
      schema: { tags, body: AdminOptionCountryInput, response: { 200: envelope(AdminOptionCountry) } },
    },
    async (req) => {
      const b = req.body;
      await withTransaction(db, async (tx) => {
        await tx
          .insert(optionCountries)
          .values({ country: b.country, disabled: b.disabled })
          .onConflictDoUpdate({
            target: optionCountries.country,
            set: { disabled: b.disabled, updatedAt: new Date() },
          });
        await audit.record(tx, actorOf(req), {
          action: 'options.country.switch',
          target: b.country,
          before: null,
          after: b,
        });
      });
      return ok(b);
    },
  );

  r.get(
    '/admin/options/orders',
    {
      preValidation: guard(...rolesFor('option-orders', 'read')),
      schema: { tags, querystring: AdminOptionOrdersQuery, response: { 200: envelope(AdminOptionOrders) } },
    },
    async (req) => {
      const q = req.query;
      const where = and(
        q.state ? eq(optionOrders.state, q.state) : undefined,
        q.user_id ? eq(optionOrders.userId, q.user_id) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(optionOrders).where(where);
      const rows = await db
        .select()
        .from(optionOrders)
        .where(where)
        .orderBy(desc(optionOrders.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const receipts = await deps.receiptOf(rows.map((x) => x.id));
      const now = deps.now();
      const list = [];
      for (const x of rows) {
        list.push({
          ...wireOrder(x, now, receipts.get(x.id) ?? null),
          user_id: x.userId,
          user: await deps.label(x.userId),
        });
      }
      return ok({ list, total: Number(total?.n ?? 0), page: q.page, limit: q.limit });
    },
  );

  r.get(
    '/admin/options/house',
    {
      preValidation: guard(...rolesFor('option-house', 'read')),
      schema: { tags, response: { 200: envelope(z.array(AdminOptionHouseDay)) } },
    },
    async () => {
      const day = sql<string>`to_char(${optionOrders.settledAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          currency: optionOrders.currency,
          orders: count(),
          house: sql<string>`coalesce(sum(${optionOrders.stake} - ${optionOrders.payout}), 0)::text`,
          fees: sql<string>`coalesce(sum(${optionOrders.fee}), 0)::text`,
        })
        .from(optionOrders)
        .where(eq(optionOrders.state, 'settled'))
        .groupBy(day, optionOrders.currency)
        .orderBy(desc(day))
        .limit(400);
      return ok(
        rows.map((x) => ({
          day: x.day,
          currency: x.currency,
          orders: Number(x.orders),
          house_net: normalize(x.house),
          fees: normalize(x.fees),
        })),
      );
    },
  );
}
