/** Factories for ledger tests: users' accounts and funding from the external system account. */
import type { Amount } from '@app/money';
import type { Db, Executor } from '../../db';
import { creditFromSystem, getOrCreateAccount } from './ledger.service';
import type { AccountKind, LedgerAccount } from './ledger.types';

let nextUser = 1000;

/** A fresh user id per call, so tests in one file never share accounts. */
export const makeUserId = (): number => nextUser++;

export function userAccount(ex: Executor, ownerId: number, currency = 'USDT', kind: AccountKind = 2) {
  return getOrCreateAccount(ex, { ownerType: 'user', ownerId, currency, kind });
}

/** A new user's account holding `amount` deposited from outside. */
export async function fundedAccount(db: Db, amount: Amount, currency = 'USDT'): Promise<LedgerAccount> {
  return db.transaction(async (tx) => {
    const acc = await userAccount(tx, makeUserId(), currency);
    if (amount !== '0') await creditFromSystem(tx, { to: acc, systemKind: 'external', amount, refType: 'test' });
    return { ...acc, available: amount };
  });
}
