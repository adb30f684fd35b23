/** Reads other modules may do inside their own transaction (through index.ts, never the table). */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { type ReceiptTick, receipts } from './receipts.tables';

/**
 * The ticks and inputs of a user's receipt of `kind` for one business row (null when there is none): a later
 * receipt restates what an earlier one fixed (a close cites the time its position's open leaf was chosen at).
 */
export async function receiptCitationOf(
  ex: Executor,
  q: { userId: number; refType: string; refId: string; kind: string },
): Promise<{ ticks: ReceiptTick[]; inputs: Record<string, string> } | null> {
  const [r] = await ex
    .select({ ticks: receipts.ticks, inputs: receipts.inputs })
    .from(receipts)
    .where(
      and(
        eq(receipts.refType, q.refType),
        eq(receipts.refId, q.refId),
        eq(receipts.userId, q.userId),
        eq(receipts.kind, q.kind),
      ),
    );
  return r ?? null;
}
