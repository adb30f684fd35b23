/** Factories for the wallet tests: users with a level and pay password, funding, vouchers, addresses, a bare service. */
import { randomBytes } from 'node:crypto';
import type { Amount } from '@app/money';
import type { App } from '../../app';
import type { Db } from '../../db';
import { createSessionService } from '../accounts/sessions.service';
import { uploads } from '../accounts/uploads.tables';
import { users } from '../accounts/users.tables';
import { hashPassword } from '../admin/admin.password';
import {
  ACCOUNT_KIND,
  type AccountKind,
  balances,
  creditFromSystem,
  getOrCreateAccount,
  withTransaction,
} from '../ledger';
import { walletAddresses } from './wallet.book.tables';
import { ensureCoinSettings } from './wallet.coins';
import { createWalletService } from './wallet.service';

export const PAY = '246810';
let payHash: Promise<string> | undefined;

export type TestUser = { id: number; headers: { authorization: string } };

/** A user with a live session, verification `level` and pay password PAY. */
export async function makeWalletUser(app: App, level = 1): Promise<TestUser> {
  const { db } = app.database;
  payHash ??= hashPassword(PAY);
  const [row] = await db
    .insert(users)
    .values({
      email: `w-${randomBytes(5).toString('hex')}@example.com`,
      passwordHash: 'not-a-real-hash',
      payPasswordHash: await payHash,
      realLevel: level,
      inviteCode: randomBytes(5).toString('hex').toUpperCase(),
    })
    .returning({ id: users.id });
  const token = await createSessionService(db, { ttlDays: 1 }).create(db, row!.id, { ip: '127.0.0.1', userAgent: 't' });
  return { id: row!.id, headers: { authorization: `Bearer ${token}` } };
}

/** Money from outside into a user account, through the ledger. */
export function fund(
  db: Db,
  userId: number,
  currency: string,
  amount: Amount,
  kind: AccountKind = ACCOUNT_KIND.change,
) {
  return withTransaction(db, async (tx) => {
    const to = await getOrCreateAccount(tx, { ownerType: 'user', ownerId: userId, currency, kind });
    await creditFromSystem(tx, { to, systemKind: 'external', amount, refType: 'test' });
  });
}

export async function balanceOf(db: Db, userId: number, currency: string, kind: number = ACCOUNT_KIND.change) {
  const b = (await balances(db, userId)).find((x) => x.currency === currency && x.kind === kind);
  return { available: b?.available ?? '0', frozen: b?.frozen ?? '0' };
}

/** A stored upload address (as /upload would answer). */
export async function voucher(db: Db, userId: number): Promise<string> {
  const hash = randomBytes(32).toString('hex');
  await db.insert(uploads).values({ hash, ext: 'png', size: 10, userId, createdAt: new Date() });
  return `/uploads/${hash}.png`;
}

/** A saved address past its 24 h hold (saved two days ago), unless `onHold`. */
export async function savedAddress(
  db: Db,
  userId: number,
  currency = 'USDT',
  network = 'TRC20',
  onHold = false,
): Promise<number> {
  const savedAt = new Date(Date.now() - (onHold ? 0 : 48 * 3600_000));
  const [row] = await db
    .insert(walletAddresses)
    .values({
      userId,
      currency,
      network,
      name: 'mine',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      qrcode: '',
      createdAt: savedAt,
      withdrawFrom: new Date(savedAt.getTime() + 24 * 3600_000),
    })
    .returning({ id: walletAddresses.id });
  return row!.id;
}

const PRICES: Record<string, string> = { USDT: '1', BTC: '60000', ETH: '3000' };

/** The wallet service on the app's database with fixed prices and no pay-password/upload/audit side effects. */
export async function bareService(db: Db, opts: { level?: number } = {}) {
  await ensureCoinSettings(db);
  return createWalletService({
    db,
    usdtPrice: (c) => PRICES[c],
    fiats: async () => [{ currency_code: 'USD', symbol: '$', name: 'US Dollar', rate: '1' }],
    security: { proveFor: async () => {} },
    users: { levelOf: async () => opts.level ?? 2, exists: async () => true, label: async () => '' },
    uploadExists: async () => true,
    audit: { record: async () => {} },
    depositXpubs: {},
  });
}

export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: { headers?: Record<string, string>; body?: object; query?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method,
    url,
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.body ? { payload: opts.body } : {}),
    ...(opts.query ? { query: opts.query } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test payloads are checked by the assertions that read them
  return res.json() as { type: string; message: any };
}
