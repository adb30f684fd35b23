/** What every wallet service needs, and the small helpers they share (idempotent transactions, accounts, prices). */

import type { ServerKey } from '@app/i18n/server';
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
  /** Rules of later modules that can refuse moving funds out (open contract positions). */
  holds?: WalletHolds;
  now?: () => number;
};

/** What is about to leave: funds transferred out of one of the user's account kinds, or a withdrawal. */
export type HoldQuery = { op: 'transfer'; fromKind: number; currency: string } | { op: 'withdraw'; currency: string };
/** A rule: the catalogue key of its refusal, or null. Runs inside the transaction that would move the funds. */
export type HoldRule = (tx: Tx, userId: number, q: HoldQuery) => Promise<ServerKey | null>;

/** The registry later modules add their rules to (`wallet.holds.add`), checked by transfers and withdrawals. */
export function createHolds() {
  const rules: HoldRule[] = [];
  return {
    add(rule: HoldRule) {
      rules.push(rule);
    },
    async check(tx: Tx, userId: number, q: HoldQuery): Promise<void> {
      for (const rule of rules) {
        const key = await rule(tx, userId, q);
        if (key) throw AppError.say(key);
      }
    },
  };
}
export type WalletHolds = ReturnType<typeof createHolds>;

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
