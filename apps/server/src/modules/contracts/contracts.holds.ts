/** Whether a user has waiting or open positions (in one account kind): the wallet's hold rule asks. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import { STATUS } from './contracts.exec';
import { contractPositions } from './contracts.tables';

export async function hasLivePositions(tx: Tx, userId: number, accountKind?: number): Promise<boolean> {
  const conds = [
    eq(contractPositions.userId, userId),
    inArray(contractPositions.status, [STATUS.pending, STATUS.open]),
  ];
  if (accountKind !== undefined) conds.push(eq(contractPositions.accountKind, accountKind));
  const [row] = await tx
    .select({ id: contractPositions.id })
    .from(contractPositions)
    .where(and(...conds))
    .limit(1);
  return row !== undefined;
}
