/** Internal transfers between the user's own account kinds (spec §3 fund transfer: legal, change, lever, …). */
import { type Amount, normalize, parseAmount } from '@app/money';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { type AccountKind, lockAccounts, transfer } from '../ledger';
import { fieldOfKind, fitsScale } from './wallet.calc';
import { coinById } from './wallet.coins';
import { offsetOf, once, userAccount, type WalletDeps } from './wallet.context';
import { internalTransfers } from './wallet.tables';

type Row = typeof internalTransfers.$inferSelect;
type TransferInput = { currencyId: number; number: Amount; from: AccountKind; to: AccountKind };

export function createTransferService(deps: WalletDeps) {
  const { db } = deps;
  const view = (r: Row) => ({
    id: r.id,
    currency: r.currency,
    currency_id: r.coinId,
    number: normalize(r.number),
    from_field: fieldOfKind(r.fromKind),
    to_field: fieldOfKind(r.toKind),
    created_at: wireTime(r.createdAt),
  });

  return {
    async change(userId: number, input: TransferInput, key?: string) {
      const coin = coinById(input.currencyId, 'currency_id');
      if (input.from === input.to) throw AppError.say('wallet.same_account');
      const number = parseAmount(input.number);
      if (!fitsScale(number, coin.code)) throw AppError.invalid('number', 'wallet.too_many_decimals');
      if (number === '0') throw AppError.invalid('number', 'wallet.positive');
      return once(deps, { userId, route: 'change', key, body: input }, async (tx) => {
        const from = await userAccount(tx, userId, coin.code, input.from);
        const to = await userAccount(tx, userId, coin.code, input.to);
        // Both accounts at once, in ascending id order, before the holds lock the source account: locking the
        // source alone first would take the two in the opposite order to a transfer the other way (a deadlock).
        await lockAccounts(tx, [from.id, to.id]);
        await deps.holds?.check(tx, userId, { op: 'transfer', fromKind: input.from, currency: coin.code });
        const [row] = await tx
          .insert(internalTransfers)
          .values({ userId, coinId: coin.id, currency: coin.code, number, fromKind: input.from, toKind: input.to })
          .returning();
        await transfer(tx, {
          from,
          to,
          amount: number,
          type: 'transfer',
          refType: 'internal_transfer',
          refId: row!.id,
          memo: { m: 'transfer', from: fieldOfKind(input.from), to: fieldOfKind(input.to) },
        });
        return view(row!);
      });
    },

    async history(userId: number, q: { page: number; limit: number; currencyId?: number | undefined }) {
      const conds: SQL[] = [eq(internalTransfers.userId, userId)];
      if (q.currencyId !== undefined) conds.push(eq(internalTransfers.coinId, q.currencyId));
      const where = and(...conds);
      const rows = await db
        .select()
        .from(internalTransfers)
        .where(where)
        .orderBy(desc(internalTransfers.id))
        .limit(q.limit)
        .offset(offsetOf(q));
      const [total] = await db.select({ n: count() }).from(internalTransfers).where(where);
      return { list: rows.map(view), total: total?.n ?? 0, page: q.page, limit: q.limit };
    },
  };
}
