/**
 * The daily overnight fee, run by the platform sweeper: one `contract_overnight_runs` row per UTC day, due a
 * minute after midnight. Its settlement charges every position opened before that day and still open, once (the
 * run row's state makes it idempotent; a second instance skips the locked row), with a receipt each, and inserts
 * the next day's run, so after downtime the missed days run one after another.
 *
 * Each fee (entry value × the daily rate the position was opened with) comes from the position's margin first,
 * then, for cross margin, from the free balance; what neither covers is recorded as uncollected, never taken.
 */
import { add, currencyScale, isZero, normalize, sub } from '@app/money';
import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db';
import type { SweeperDef } from '../../platform/sweeper';
import { getOrCreateAccounts, lockAccounts, post } from '../ledger';
import type { ReceiptsService } from '../receipts';
import { STATUS } from './contracts.exec';
import { overnightReceipt } from './contracts.receipts';
import { contractOvernightRuns, contractPositions } from './contracts.tables';
import { overnightSplit } from './engine/settlement';

const DAY_MS = 86_400_000;
const RUN_OFFSET_MS = 60_000;

export const dayOf = (ts: number) => new Date(ts).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Inserts the run of the day after `ts` if missing (start-up and each settlement). */
export async function scheduleRun(ex: Tx | import('../../db').Db, day: string): Promise<void> {
  await ex
    .insert(contractOvernightRuns)
    .values({ day, state: 'due', dueAt: new Date(dayStart(day) + RUN_OFFSET_MS) })
    .onConflictDoNothing();
}

export const nextDay = (day: string) => dayOf(dayStart(day) + DAY_MS);

export function overnightSweeper(deps: {
  receipts: Pick<ReceiptsService, 'issue'>;
  /** After the commit: the positions whose margin changed (the book follows them). */
  charged(ids: number[]): void;
}): SweeperDef<typeof contractOvernightRuns> {
  return {
    name: 'contracts.overnight',
    table: contractOvernightRuns,
    dueState: 'due',
    everyMs: 30_000,
    batch: 1,
    async settle(tx, run) {
      const start = new Date(dayStart(run.day));
      const rows = await tx
        .select()
        .from(contractPositions)
        .where(and(eq(contractPositions.status, STATUS.open), lt(contractPositions.openedAt, start)))
        .orderBy(contractPositions.id)
        .for('update');
      const totals: Record<string, string> = {};
      const uncollected: Record<string, string> = {};
      const drafts = [];
      const charged: number[] = [];
      for (const row of rows) {
        const scale = currencyScale(row.settleCurrency);
        const [user, fees] = await getOrCreateAccounts(tx, [
          { ownerType: 'user', ownerId: row.userId, currency: row.settleCurrency, kind: row.accountKind as 3 | 5 },
          { ownerType: 'system', currency: row.settleCurrency, systemKind: 'fees' },
        ]);
        const [locked] = await lockAccounts(tx, [user!.id]);
        const inputs = {
          entry_price: normalize(row.entryPrice ?? '0'),
          quantity: normalize(row.quantity),
          rate: normalize(row.overnightRate),
          margin: normalize(row.margin),
          margin_mode: row.marginMode,
          available: locked!.available,
          scale: String(scale),
          day: run.day,
        };
        const s = overnightSplit({
          entry: inputs.entry_price,
          quantity: inputs.quantity,
          rate: inputs.rate,
          margin: inputs.margin,
          mode: row.marginMode === 'isolated' ? 'isolated' : 'cross',
          available: inputs.available,
          scale,
        });
        if (isZero(s.fee)) continue;
        const taken = add(s.fromMargin, s.fromBalance);
        if (!isZero(taken)) {
          await post(tx, {
            type: 'contract_overnight',
            refType: 'contract_position',
            refId: row.id,
            memo: { m: 'contract', pair: row.symbol, side: row.side === 'short' ? 'short' : 'long', id: row.id },
            idempotencyKey: `contract_overnight:${row.id}:${run.day}`,
            lines: [
              ...(isZero(s.fromMargin)
                ? []
                : [{ account: user!, bucket: 'frozen' as const, amount: `-${s.fromMargin}` }]),
              ...(isZero(s.fromBalance)
                ? []
                : [{ account: user!, bucket: 'available' as const, amount: `-${s.fromBalance}` }]),
              { account: fees!, bucket: 'available' as const, amount: taken },
            ],
          });
        }
        await tx
          .update(contractPositions)
          .set({ margin: sub(row.margin, s.fromMargin), overnightTotal: add(row.overnightTotal, taken) })
          .where(eq(contractPositions.id, row.id));
        drafts.push(
          overnightReceipt({
            userId: row.userId,
            positionId: row.id,
            day: run.day,
            inputs,
            result: {
              fee: normalize(s.fee),
              from_margin: normalize(s.fromMargin),
              from_balance: normalize(s.fromBalance),
              uncollected: normalize(s.uncollected),
            },
          }),
        );
        charged.push(row.id);
        totals[row.settleCurrency] = normalize(add(totals[row.settleCurrency] ?? '0', taken));
        if (!isZero(s.uncollected)) {
          uncollected[row.settleCurrency] = normalize(add(uncollected[row.settleCurrency] ?? '0', s.uncollected));
        }
      }
      await deps.receipts.issue(tx, drafts);
      await scheduleRun(tx, nextDay(run.day));
      return {
        state: 'done',
        set: { positions: charged.length, totals, uncollected, settledAt: new Date() },
        after: () => deps.charged(charged),
      };
    },
  };
}
