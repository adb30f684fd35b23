/**
 * Back-office wallet work: review queues, a user's balances and journal, manual adjustments (mandatory reason,
 * a journal entry against the system `adjustments` account, an audit row), coin settings, and the ledger summary
 * (the sum of every account per currency must be zero).
 */
import type { WalletReviewQuery } from '@app/api';
import type { Lang } from '@app/i18n';
import { type Amount, isNegative, isZero, neg, normalize, parseAmount } from '@app/money';
import { count, desc, eq } from 'drizzle-orm';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import type { Actor } from '../admin';
import {
  type AccountKind,
  balances,
  getOrCreateAccounts,
  lockAccounts,
  post,
  sumByCurrency,
  withTransaction,
} from '../ledger';
import { billView, userPostings } from './wallet.bills';
import { fieldOfKind, fitsScale } from './wallet.calc';
import { coinById, listCoinSettings } from './wallet.coins';
import { offsetOf, type WalletDeps } from './wallet.context';
import { depositView } from './wallet.deposit';
import { depositRequests, walletAdjustments, walletCoinSettings, withdrawalRequests } from './wallet.tables';
import { withdrawalView } from './wallet.withdraw';

export type CoinSettingsInput = Partial<{
  deposit_enabled: boolean;
  withdraw_enabled: boolean;
  min_deposit: Amount;
  min_withdraw: Amount;
  withdraw_fee: Amount;
  platform_address: string;
  exchange_fee_rate: Amount;
}>;

const coinSettingView = (r: typeof walletCoinSettings.$inferSelect) => ({
  id: r.id,
  currency_id: r.coinId,
  currency: r.currency,
  network: r.network,
  deposit_enabled: r.depositEnabled,
  withdraw_enabled: r.withdrawEnabled,
  min_deposit: normalize(r.minDeposit),
  min_withdraw: normalize(r.minWithdraw),
  withdraw_fee: normalize(r.withdrawFee),
  platform_address: r.platformAddress,
  exchange_fee_rate: normalize(r.exchangeFeeRate),
  updated_at: wireTime(r.updatedAt),
});

export function createWalletAdminService(deps: WalletDeps) {
  const { db } = deps;

  const userLabel = (id: number) => deps.users.label(db, id);
  async function requireUser(id: number) {
    if (!(await deps.users.exists(db, id))) throw new AppError('NOT_FOUND');
  }

  return {
    async deposits(q: WalletReviewQuery) {
      const where = q.state ? eq(depositRequests.state, q.state) : undefined;
      const rows = await db
        .select()
        .from(depositRequests)
        .where(where)
        .orderBy(desc(depositRequests.id))
        .limit(q.limit)
        .offset(offsetOf(q));
      const [total] = await db.select({ n: count() }).from(depositRequests).where(where);
      const list = [];
      for (const r of rows) list.push({ ...depositView(r), user_id: r.userId, user: await userLabel(r.userId) });
      return { list, total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    async withdrawals(q: WalletReviewQuery) {
      const where = q.state ? eq(withdrawalRequests.state, q.state) : undefined;
      const rows = await db
        .select()
        .from(withdrawalRequests)
        .where(where)
        .orderBy(desc(withdrawalRequests.id))
        .limit(q.limit)
        .offset(offsetOf(q));
      const [total] = await db.select({ n: count() }).from(withdrawalRequests).where(where);
      const list = [];
      for (const r of rows) {
        list.push({
          ...withdrawalView(r),
          btc_value: normalize(r.btcValue),
          user_id: r.userId,
          user: await userLabel(r.userId),
        });
      }
      return { list, total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    async balances(userId: number) {
      await requireUser(userId);
      return (await balances(db, userId)).map((b) => ({
        currency: b.currency,
        kind: b.kind,
        field: fieldOfKind(b.kind),
        available: b.available,
        frozen: b.frozen,
      }));
    },

    async journal(lang: Lang, userId: number, page: { page: number; limit: number }) {
      await requireUser(userId);
      const { rows, total } = await userPostings(db, userId, page, null);
      return { list: rows.map((r) => billView(lang, r)), total, page: page.page, limit: page.limit };
    },

    /** A signed amount into (or out of) one user account, against the system `adjustments` account. */
    async adjust(
      actor: Actor,
      userId: number,
      input: { currency: number; kind: AccountKind; amount: Amount; reason: string },
    ) {
      await requireUser(userId);
      const coin = coinById(input.currency);
      const amount = parseAmount(input.amount);
      if (isZero(amount)) throw AppError.invalid('amount', 'wallet.positive');
      if (!fitsScale(amount.replace('-', ''), coin.code)) throw AppError.invalid('amount', 'wallet.too_many_decimals');
      return withTransaction(db, async (tx) => {
        const [account, system] = await getOrCreateAccounts(tx, [
          { ownerType: 'user', ownerId: userId, currency: coin.code, kind: input.kind },
          { ownerType: 'system', currency: coin.code, systemKind: 'adjustments' },
        ]);
        if (isNegative(amount)) {
          // A debit takes money out as a withdrawal does, so the withdrawal's holds apply (no open position or
          // pending entry: their margin stands on these balances). The accounts are locked first, so a position
          // opening at the same time either committed before (seen by the holds) or starts after the debit.
          await lockAccounts(tx, [account!.id, system!.id]);
          await deps.holds?.check(tx, userId, { op: 'withdraw', currency: coin.code });
        }
        const [row] = await tx
          .insert(walletAdjustments)
          .values({
            userId,
            adminId: actor.adminId,
            currency: coin.code,
            kind: input.kind,
            amount,
            reason: input.reason,
          })
          .returning();
        const result = await post(tx, {
          type: 'adjust',
          refType: 'adjustment',
          refId: row!.id,
          memo: { m: 'adjust', reason: input.reason },
          lines: [
            { account: account!, bucket: 'available', amount },
            { account: system!, bucket: 'available', amount: neg(amount) },
          ],
        });
        const view = {
          id: row!.id,
          entry_id: result.entryId,
          user_id: userId,
          currency: coin.code,
          kind: fieldOfKind(input.kind),
          amount,
          reason: input.reason,
          balance_after: result.postings.find((p) => p.accountId === account!.id)?.balanceAfter ?? '0',
          created_at: wireTime(row!.createdAt),
        };
        await deps.audit.record(tx, actor, {
          action: isNegative(amount) ? 'wallet.adjust.debit' : 'wallet.adjust.credit',
          target: `user:${userId}`,
          before: null,
          after: view,
        });
        return view;
      });
    },

    async coins() {
      return (await listCoinSettings(db)).map(coinSettingView);
    },

    async updateCoin(actor: Actor, id: number, input: CoinSettingsInput) {
      return withTransaction(db, async (tx) => {
        const [before] = await tx.select().from(walletCoinSettings).where(eq(walletCoinSettings.id, id)).for('update');
        if (!before) throw new AppError('NOT_FOUND');
        const [after] = await tx
          .update(walletCoinSettings)
          .set({
            ...(input.deposit_enabled !== undefined ? { depositEnabled: input.deposit_enabled } : {}),
            ...(input.withdraw_enabled !== undefined ? { withdrawEnabled: input.withdraw_enabled } : {}),
            ...(input.min_deposit !== undefined ? { minDeposit: input.min_deposit } : {}),
            ...(input.min_withdraw !== undefined ? { minWithdraw: input.min_withdraw } : {}),
            ...(input.withdraw_fee !== undefined ? { withdrawFee: input.withdraw_fee } : {}),
            ...(input.platform_address !== undefined ? { platformAddress: input.platform_address } : {}),
            ...(input.exchange_fee_rate !== undefined ? { exchangeFeeRate: input.exchange_fee_rate } : {}),
            updatedAt: new Date(),
          })
          .where(eq(walletCoinSettings.id, id))
          .returning();
        await deps.audit.record(tx, actor, {
          action: 'wallet.coin.update',
          target: `wallet_coin:${id}`,
          before: coinSettingView(before),
          after: coinSettingView(after!),
        });
        return coinSettingView(after!);
      });
    },

    async ledgerSummary() {
      const sums = await sumByCurrency(db);
      const system = (await balances(db, 0, 'system')).map((b) => ({
        currency: b.currency,
        system_kind: b.systemKind,
        available: b.available,
        frozen: b.frozen,
      }));
      const currencies = Object.entries(sums).map(([currency, total]) => ({
        currency,
        total,
        balanced: isZero(total),
      }));
      return { balanced: currencies.every((c) => c.balanced), currencies, system };
    },
  };
}
