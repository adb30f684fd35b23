/**
 * Deposits (recharge): the user gets an address, pays in outside, and files a request with a voucher; the back
 * office approves (the user's `change` account is credited from the system `external` account in the same
 * transaction as the state change) or rejects with a reason. No money moves before approval.
 */
import type { Deposit } from '@app/api';
import { type Amount, gte, normalize, parseAmount } from '@app/money';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import type { Actor } from '../admin';
import { ACCOUNT_KIND, creditFromSystem, withTransaction } from '../ledger';
import { fitsScale } from './wallet.calc';
import { coinById, coinSetting } from './wallet.coins';
import { offsetOf, once, userAccount, type WalletDeps } from './wallet.context';
import { depositRequests } from './wallet.tables';
import { type DepositNetwork, deriveDepositAddress } from './wallet.xpub';

type Row = typeof depositRequests.$inferSelect;

export const depositView = (r: Row): Deposit => ({
  id: r.id,
  currency: r.currency,
  currency_id: r.coinId,
  amount: normalize(r.amount),
  network: r.network,
  account: r.account,
  voucher: r.voucher,
  state: r.state,
  reason: r.reason,
  created_at: wireTime(r.createdAt),
  reviewed_at: r.reviewedAt ? wireTime(r.reviewedAt) : null,
});

type ChargeInput = {
  currency: number;
  amount: Amount;
  account: string;
  network: string | undefined;
  voucher: string;
};

/** Checks an amount the user typed: at the currency's scale, at least `min`. */
export function checkAmount(field: string, amount: Amount, currency: string, min: Amount): Amount {
  const a = parseAmount(amount);
  if (!fitsScale(a, currency)) throw AppError.invalid(field, 'wallet.too_many_decimals');
  if (!gte(a, min) || a === '0') throw AppError.say('wallet.min_amount', { min: normalize(min), currency });
  return a;
}

export function createDepositService(deps: WalletDeps) {
  const { db } = deps;

  async function reviewable(tx: Tx, id: number): Promise<Row> {
    const [row] = await tx.select().from(depositRequests).where(eq(depositRequests.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.state !== 'review') throw AppError.say('wallet.already_reviewed');
    return row;
  }

  return {
    async address(userId: number, currency: number, network?: string) {
      const coin = coinById(currency);
      const s = await coinSetting(db, coin.id, network);
      if (!s.depositEnabled) throw AppError.say('wallet.deposits_closed');
      const xpub = deps.depositXpubs[s.network];
      const address = xpub ? deriveDepositAddress(xpub, s.network as DepositNetwork, userId) : s.platformAddress;
      if (!address) throw AppError.say('wallet.deposits_closed');
      return { address, network: s.network, currency: coin.code, qrcode_text: address };
    },

    async request(userId: number, input: ChargeInput, key?: string): Promise<Deposit> {
      const coin = coinById(input.currency);
      const s = await coinSetting(db, coin.id, input.network);
      if (!s.depositEnabled) throw AppError.say('wallet.deposits_closed');
      const amount = checkAmount('amount', input.amount, coin.code, s.minDeposit);
      if (!(await deps.uploadExists(input.voucher, userId))) throw AppError.invalid('voucher', 'validation.image');
      return once(deps, { userId, route: 'charge_req', key, body: input }, async (tx) => {
        const [row] = await tx
          .insert(depositRequests)
          .values({
            userId,
            coinId: coin.id,
            currency: coin.code,
            network: s.network,
            amount,
            account: input.account,
            voucher: input.voucher,
          })
          .returning();
        return depositView(row!);
      });
    },

    async log(userId: number, page: { page: number; limit: number }) {
      const where = eq(depositRequests.userId, userId);
      const rows = await db
        .select()
        .from(depositRequests)
        .where(where)
        .orderBy(desc(depositRequests.id))
        .limit(page.limit)
        .offset(offsetOf(page));
      const [total] = await db.select({ n: count() }).from(depositRequests).where(where);
      return { list: rows.map(depositView), total: total?.n ?? 0, ...page };
    },

    /** Back office: credits the user from `external` in the same transaction as the state change. */
    async approve(actor: Actor, id: number): Promise<Deposit & { user_id: number }> {
      return withTransaction(db, async (tx) => {
        const row = await reviewable(tx, id);
        const account = await userAccount(tx, row.userId, row.currency, ACCOUNT_KIND.change);
        await creditFromSystem(tx, {
          to: account,
          systemKind: 'external',
          amount: normalize(row.amount),
          type: 'deposit',
          refType: 'deposit',
          refId: row.id,
          memo: { m: 'deposit', currency: row.currency, network: row.network },
        });
        const [after] = await tx
          .update(depositRequests)
          .set({ state: 'passed', reviewedBy: actor.adminId, reviewedAt: new Date() })
          .where(and(eq(depositRequests.id, id), eq(depositRequests.state, 'review')))
          .returning();
        await deps.audit.record(tx, actor, {
          action: 'wallet.deposit.approve',
          target: `deposit:${id}`,
          before: depositView(row),
          after: depositView(after!),
        });
        return { ...depositView(after!), user_id: row.userId };
      });
    },

    async reject(actor: Actor, id: number, reason: string): Promise<Deposit & { user_id: number }> {
      return withTransaction(db, async (tx) => {
        const row = await reviewable(tx, id);
        const [after] = await tx
          .update(depositRequests)
          .set({ state: 'rejected', reason, reviewedBy: actor.adminId, reviewedAt: new Date() })
          .where(eq(depositRequests.id, id))
          .returning();
        await deps.audit.record(tx, actor, {
          action: 'wallet.deposit.reject',
          target: `deposit:${id}`,
          before: depositView(row),
          after: depositView(after!),
        });
        return { ...depositView(after!), user_id: row.userId };
      });
    },
  };
}
