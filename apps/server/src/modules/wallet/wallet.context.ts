/** What every wallet service needs, and the small helpers they share (idempotent transactions, accounts, prices). */
import type { Amount } from '@app/money';
import type { Db, Executor, Tx } from '../../db';
import { AppError } from '../../errors';
import type { SecurityService, UserDirectory } from '../accounts';
import type { AuditService } from '../admin';
import {
  type AccountKind,
  balances,
  getOrCreateAccount,
  hashRequest,
  type LedgerAccount,
  withIdempotency,
  withTransaction,
} from '../ledger';
import type { UsdtPrice } from './wallet.calc';

export type WalletDeps = {
  db: Db;
  /** Price of one unit in USDT from the market's last prices (USDT = 1); undefined when there is none. */
  usdtPrice: UsdtPrice;
  /** Display fiats, rates per 1 USD (market module). */
  fiats: () => Promise<{ currency_code: string; symbol: string; name: string; rate: string }[]>;
  security: Pick<SecurityService, 'proveFor'>;
  /** Verification level, existence and a label of a user (accounts module). */
  users: Pick<UserDirectory, 'levelOf' | 'exists' | 'label'>;
  /** True when `address` is an image this server stored (payment vouchers). */
  uploadExists: (address: string, userId: number) => Promise<boolean>;
  audit: Pick<AuditService, 'record'>;
  depositXpubs: Partial<Record<string, string>>;
  now?: () => number;
};

/** A mutating call: in one transaction, once per Idempotency-Key (scope = user + route) when a key is given. */
export async function once<T>(
  deps: Pick<WalletDeps, 'db'>,
  p: { userId: number; route: string; key?: string | undefined; body: unknown },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!p.key) return withTransaction(deps.db, fn);
  const scope = `user:${p.userId}:${p.route}`;
  const { response } = await withIdempotency(deps.db, { scope, key: p.key, requestHash: hashRequest(p.body) }, fn);
  return response;
}

export const userAccount = (
  ex: Executor,
  userId: number,
  currency: string,
  kind: AccountKind,
): Promise<LedgerAccount> => getOrCreateAccount(ex, { ownerType: 'user', ownerId: userId, currency, kind });

/** A user's balance of one account for reading: never creates the account (a currency never held is zero). */
export async function readBalance(
  ex: Executor,
  userId: number,
  currency: string,
  kind: AccountKind,
): Promise<{ available: Amount; frozen: Amount }> {
  const found = (await balances(ex, userId)).find((b) => b.kind === kind && b.currency === currency);
  return { available: found?.available ?? '0', frozen: found?.frozen ?? '0' };
}

/** The USDT price of a currency, or the translated "no price" refusal. */
export function priceOrFail(deps: Pick<WalletDeps, 'usdtPrice'>, currency: string): Amount {
  const price = deps.usdtPrice(currency);
  if (price === undefined) throw AppError.say('wallet.no_price', { currency });
  return price;
}

/** Page arithmetic shared by every list. */
export const offsetOf = (p: { page: number; limit: number }) => (p.page - 1) * p.limit;
