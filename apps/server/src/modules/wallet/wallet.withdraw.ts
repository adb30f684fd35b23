/**
 * Withdrawals. At request: level ≥ 1 (the route's requireLevel, repeated here), pay password, minimum, the 24 h
 * limit per level and the balance. The fee is inside the amount (`withdrawAmounts` of @app/api, the same function
 * the clients show): `number` is frozen in the `change` account in the same transaction as the request row, which
 * stores number, fee and receive = number − fee. Approval settles the frozen number (receive → `external`,
 * fee → `fees`); rejection unfreezes it and records the reason.
 *
 * The 24 h limit (spec §6: 200 BTC at level 1, 500 BTC at level 2, from the accounts module's LEVEL_LIMITS) is
 * counted in BTC: each request stores `btc_value` = number × price(COIN/USDT) ÷ price(BTC/USDT) at the market's
 * last prices when it is made (rounded up); the requests of the last 24 h that were not rejected are summed.
 * A per-user advisory lock serialises one user's withdrawals so two requests cannot both pass the same headroom.
 */
import { type Withdrawal, withdrawAmounts } from '@app/api';
import { type Amount, add, gt, isZero, normalize, sub } from '@app/money';
import { gt as after, and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { LEVEL_LIMITS } from '../accounts';
import type { Actor } from '../admin';
import { ACCOUNT_KIND, freeze, getOrCreateAccount, post, unfreeze, withTransaction } from '../ledger';
import { checkAddressHold } from './wallet.address-hold';
import { listAddresses, listCards } from './wallet.book.service';
import { btcValue } from './wallet.calc';
import { coinById, coinSetting } from './wallet.coins';
import { offsetOf, once, priceOrFail, readBalance, userAccount, type WalletDeps } from './wallet.context';
import { checkAmount } from './wallet.deposit';
import { withdrawalRequests } from './wallet.tables';

type Row = typeof withdrawalRequests.$inferSelect;
type TargetType = Row['targetType'];

export const withdrawalView = (r: Row): Withdrawal => ({
  id: r.id,
  currency: r.currency,
  currency_id: r.coinId,
  network: r.network,
  number: normalize(r.number),
  fee: normalize(r.fee),
  receive: normalize(r.receive),
  target_type: r.targetType,
  target: r.target,
  state: r.state,
  reason: r.reason,
  txid: r.txid,
  created_at: wireTime(r.createdAt),
  reviewed_at: r.reviewedAt ? wireTime(r.reviewedAt) : null,
});

type WithdrawInput = {
  currency: number;
  network?: string | undefined;
  number: Amount;
  targetType: TargetType;
  targetId?: number | undefined;
  payPassword: string;
  /** The second factor's code (when the user has one) and the caller's address: proof only, never stored. */
  twoFactorCode?: string | undefined;
  ip?: string | undefined;
};

const DAY_MS = 24 * 3600_000;
/** Namespace of the advisory lock that serialises one user's withdrawal requests. */
const LOCK_NS = 7301;

/** The verification level every withdrawal needs (the route's requireLevel and the request's own check). */
export const WITHDRAW_LEVEL = 1;

const limitOf = (level: number): Amount =>
  level >= 2 ? LEVEL_LIMITS[2].withdraw_btc_24h : level >= 1 ? LEVEL_LIMITS[1].withdraw_btc_24h : '0';

export function createWithdrawService(deps: WalletDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  async function used24h(ex: Executor, userId: number): Promise<Amount> {
    const [row] = await ex
      .select({ total: sql<string>`coalesce(sum(${withdrawalRequests.btcValue}), 0)::text` })
      .from(withdrawalRequests)
      .where(
        and(
          eq(withdrawalRequests.userId, userId),
          ne(withdrawalRequests.state, 'rejected'),
          after(withdrawalRequests.createdAt, new Date(now() - DAY_MS)),
        ),
      );
    return normalize(row?.total ?? '0');
  }

  /** The destination, owner-scoped: another user's address id is simply not found. */
  async function targetOf(userId: number, coin: string, network: string, type: TargetType, id?: number) {
    if (type === 'address') {
      if (id === undefined) throw AppError.invalid('target_id', 'validation.required');
      const found = (await listAddresses(db, userId)).find((a) => a.id === id);
      if (!found) throw new AppError('NOT_FOUND');
      if (found.currency !== coin || found.network !== network)
        throw AppError.invalid('target_id', 'validation.network');
      checkAddressHold(found.withdraw_from, now());
      return { targetId: found.id, target: found.address };
    }
    const kind = type === 'bank' ? 'domestic' : 'international';
    const card = (await listCards(db, userId)).find((c) => c.kind === kind);
    if (!card) throw AppError.say('wallet.no_card');
    return { targetId: card.id, target: `${card.bank_name} ${card.real_name} ****${card.bank_account.slice(-4)}` };
  }

  async function reviewable(tx: Tx, id: number): Promise<Row> {
    const [row] = await tx.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.state !== 'review') throw AppError.say('wallet.already_reviewed');
    return row;
  }

  return {
    async info(userId: number, currency: number, network?: string) {
      const coin = coinById(currency);
      const s = await coinSetting(db, coin.id, network);
      const [account, level, used] = await Promise.all([
        readBalance(db, userId, coin.code, ACCOUNT_KIND.change),
        deps.users.levelOf(db, userId),
        used24h(db, userId),
      ]);
      return {
        currency: coin.code,
        currency_id: coin.id,
        network: s.network,
        min: normalize(s.minWithdraw),
        fee: normalize(s.withdrawFee),
        fee_type: 'fixed' as const,
        available: account.available,
        limit_24h: limitOf(level),
        used_24h: used,
        enabled: s.withdrawEnabled,
        level,
        required_level: WITHDRAW_LEVEL,
      };
    },

    async request(userId: number, input: WithdrawInput, key?: string): Promise<Withdrawal> {
      const coin = coinById(input.currency);
      const s = await coinSetting(db, coin.id, input.network);
      if (!s.withdrawEnabled) throw AppError.say('wallet.withdrawals_closed');
      const number = checkAmount('number', input.number, coin.code, s.minWithdraw);
      const level = await deps.users.levelOf(db, userId);
      if (level < WITHDRAW_LEVEL) throw new AppError('NEED_KYC');
      const target = await targetOf(userId, coin.code, s.network, input.targetType, input.targetId);
      await deps.security.proveFor(userId, {
        payPassword: input.payPassword,
        twoFactorCode: input.twoFactorCode,
        ip: input.ip,
      });
      const value = btcValue(number, priceOrFail(deps, coin.code), priceOrFail(deps, 'BTC'));
      const amounts = withdrawAmounts(number, s.withdrawFee);
      if (!amounts.ok) throw AppError.say('wallet.fee_exceeds', { fee: amounts.fee, currency: coin.code });
      // The pay password never goes into the stored request hash.
      const { payPassword: _secret, twoFactorCode: _code, ip: _ip, ...body } = input;
      return once(deps, { userId, route: 'withdraw', key, body }, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NS}, ${userId})`);
        await deps.holds?.check(tx, userId, { op: 'withdraw', currency: coin.code });
        const limit = limitOf(level);
        const used = await used24h(tx, userId);
        if (gt(add(used, value), limit)) {
          throw AppError.say('wallet.limit_exceeded', { limit, left: normalize(sub(limit, used)) });
        }
        const [row] = await tx
          .insert(withdrawalRequests)
          .values({
            userId,
            coinId: coin.id,
            currency: coin.code,
            network: s.network,
            number: amounts.debit,
            fee: amounts.fee,
            receive: amounts.receive,
            btcValue: value,
            targetType: input.targetType,
            ...target,
          })
          .returning();
        const account = await userAccount(tx, userId, coin.code, ACCOUNT_KIND.change);
        const ref = { refType: 'withdrawal', refId: row!.id };
        await freeze(tx, {
          account,
          amount: amounts.debit,
          type: 'withdraw',
          ...ref,
          memo: { m: 'withdraw', network: s.network, target: target.target },
        });
        return withdrawalView(row!);
      });
    },

    async list(userId: number, page: { page: number; limit: number }) {
      const where = eq(withdrawalRequests.userId, userId);
      const rows = await db
        .select()
        .from(withdrawalRequests)
        .where(where)
        .orderBy(desc(withdrawalRequests.id))
        .limit(page.limit)
        .offset(offsetOf(page));
      const [total] = await db.select({ n: count() }).from(withdrawalRequests).where(where);
      return { list: rows.map(withdrawalView), total: total?.n ?? 0, ...page };
    },

    /** Back office: of the frozen number, receive goes to `external` and the fee to `fees`, in one entry. */
    async approve(actor: Actor, id: number, txid = ''): Promise<Withdrawal & { user_id: number }> {
      return withTransaction(db, async (tx) => {
        const row = await reviewable(tx, id);
        // The stored record is the source; withdrawAmounts re-derives receive, and a row that disagrees is a bug.
        const amounts = withdrawAmounts(normalize(row.number), normalize(row.fee));
        if (amounts.receive !== normalize(row.receive)) throw new Error(`withdrawal ${row.id}: receive mismatch`);
        const { debit, fee, receive } = amounts;
        const account = await userAccount(tx, row.userId, row.currency, ACCOUNT_KIND.change);
        const system = (systemKind: 'external' | 'fees') =>
          getOrCreateAccount(tx, { ownerType: 'system', currency: row.currency, systemKind });
        const external = await system('external');
        const fees = await system('fees');
        await post(tx, {
          type: 'withdraw',
          refType: 'withdrawal',
          refId: row.id,
          memo: { m: 'withdraw_paid', txid },
          lines: [
            { account, bucket: 'frozen', amount: `-${debit}` },
            { account: external, bucket: 'available', amount: receive },
            ...(isZero(fee) ? [] : [{ account: fees, bucket: 'available' as const, amount: fee }]),
          ],
        });
        const [updated] = await tx
          .update(withdrawalRequests)
          .set({ state: 'passed', txid, reviewedBy: actor.adminId, reviewedAt: new Date() })
          .where(eq(withdrawalRequests.id, id))
          .returning();
        await deps.audit.record(tx, actor, {
          action: 'wallet.withdrawal.approve',
          target: `withdrawal:${id}`,
          before: withdrawalView(row),
          after: withdrawalView(updated!),
        });
        return { ...withdrawalView(updated!), user_id: row.userId };
      });
    },

    async reject(actor: Actor, id: number, reason: string): Promise<Withdrawal & { user_id: number }> {
      return withTransaction(db, async (tx) => {
        const row = await reviewable(tx, id);
        const account = await userAccount(tx, row.userId, row.currency, ACCOUNT_KIND.change);
        await unfreeze(tx, {
          account,
          amount: normalize(row.number),
          type: 'unfreeze',
          refType: 'withdrawal',
          refId: row.id,
          memo: { m: 'withdraw_rejected', reason },
        });
        const [updated] = await tx
          .update(withdrawalRequests)
          .set({ state: 'rejected', reason, reviewedBy: actor.adminId, reviewedAt: new Date() })
          .where(eq(withdrawalRequests.id, id))
          .returning();
        await deps.audit.record(tx, actor, {
          action: 'wallet.withdrawal.reject',
          target: `withdrawal:${id}`,
          before: withdrawalView(row),
          after: withdrawalView(updated!),
        });
        return { ...withdrawalView(updated!), user_id: row.userId };
      });
    },
  };
}
