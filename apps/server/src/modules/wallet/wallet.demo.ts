/**
 * Demo mode only (never in production): the demo user's `change` account gets 10,000 USDT, 0.5 BTC and 5 ETH,
 * each a ledger entry from the system `external` account with a fixed idempotency key, so running it at every
 * start funds once. Empty platform deposit addresses get sample ones so the recharge screen has something to show.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { DEMO_USER, type UserDirectory } from '../accounts';
import { ACCOUNT_KIND, creditFromSystem, withTransaction } from '../ledger';
import { userAccount } from './wallet.context';
import { walletCoinSettings } from './wallet.tables';

const DEMO_FUNDING = [
  { currency: 'USDT', amount: '10000' },
  { currency: 'BTC', amount: '0.5' },
  { currency: 'ETH', amount: '5' },
] as const;

const DEMO_ADDRESSES: Record<string, string> = {
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ERC20: '0x742d35cc6634c0532925a3b844bc454e4438f44e',
  TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};

/** Funds one user (idempotent per user and currency). Returns how many entries were new. */
export async function fundDemoUser(db: Db, userId: number): Promise<number> {
  let fresh = 0;
  for (const f of DEMO_FUNDING) {
    const replayed = await withTransaction(db, async (tx) => {
      const to = await userAccount(tx, userId, f.currency, ACCOUNT_KIND.change);
      const result = await creditFromSystem(tx, {
        to,
        systemKind: 'external',
        amount: f.amount,
        type: 'deposit',
        refType: 'demo_funding',
        refId: userId,
        memo: { m: 'demo_funding' },
        idempotencyKey: `demo-funding:v1:${userId}:${f.currency}`,
      });
      return result.replayed;
    });
    if (!replayed) fresh++;
  }
  return fresh;
}

/** The demo step of the seeder: the demo user (seeded by the accounts module) and sample deposit addresses. */
export async function seedDemoWallet(db: Db, users: Pick<UserDirectory, 'idByEmail'>): Promise<void> {
  for (const [network, address] of Object.entries(DEMO_ADDRESSES)) {
    await db
      .update(walletCoinSettings)
      .set({ platformAddress: address })
      .where(and(eq(walletCoinSettings.network, network), eq(walletCoinSettings.platformAddress, '')));
  }
  const userId = await users.idByEmail(db, DEMO_USER.email);
  if (userId !== undefined) await fundDemoUser(db, userId);
}
