/**
 * The crash suite's users, written straight into the database the server migrated (registration needs mailed
 * codes; what is measured here is what happens after): verified (level 1) users with a pay password, a live
 * session, a saved USDT withdrawal address, and money credited from `external` through the ledger.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { createSessionService } from '../modules/accounts/sessions.service';
import { users } from '../modules/accounts/users.tables';
import { hashPassword } from '../modules/admin/admin.password';
import { ACCOUNT_KIND, creditFromSystem, getOrCreateAccount, withTransaction } from '../modules/ledger';
import { walletAddresses } from '../modules/wallet/wallet.book.tables';

export const PAY_PASSWORD = '246810';

export type CrashUser = { index: number; id: number; token: string; addressId: number };

/** What each user starts with: change (spot) account and legal account. */
export const FUNDING = {
  change: { USDT: '50000', BTC: '2', ETH: '40' },
  legal: { USDT: '20000' },
} as const;

export async function seedUsers(db: Db, count: number): Promise<CrashUser[]> {
  const payHash = await hashPassword(PAY_PASSWORD);
  const sessions = createSessionService(db, { ttlDays: 1 });
  const out: CrashUser[] = [];
  for (let index = 0; index < count; index++) {
    const [row] = await db
      .insert(users)
      .values({
        email: `crash-${index}-${randomBytes(4).toString('hex')}@example.com`,
        passwordHash: payHash,
        payPasswordHash: payHash,
        realLevel: 1,
        inviteCode: randomBytes(5).toString('hex').toUpperCase(),
      })
      .returning({ id: users.id });
    const id = row!.id;
    const token = await sessions.create(db, id, { ip: '127.0.0.1', userAgent: 'crash-suite' });
    const [address] = await db
      .insert(walletAddresses)
      .values({
        userId: id,
        currency: 'USDT',
        network: 'TRC20',
        name: 'crash',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        qrcode: '',
        // Saved long ago, its 24 h hold long over: the hold is not what this suite measures.
        createdAt: new Date(Date.now() - 30 * 24 * 3600_000),
        withdrawFrom: new Date(Date.now() - 29 * 24 * 3600_000),
      })
      .returning({ id: walletAddresses.id });
    await withTransaction(db, async (tx) => {
      for (const [kindName, coins] of Object.entries(FUNDING)) {
        const kind = ACCOUNT_KIND[kindName as keyof typeof FUNDING];
        for (const [currency, amount] of Object.entries(coins)) {
          const to = await getOrCreateAccount(tx, { ownerType: 'user', ownerId: id, currency, kind });
          await creditFromSystem(tx, { to, systemKind: 'external', amount, refType: 'crash_seed' });
        }
      }
    });
    out.push({ index, id, token, addressId: address!.id });
  }
  return out;
}
