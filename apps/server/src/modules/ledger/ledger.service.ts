/**
 * The ledger service: the only way money moves. Every function takes the executor first (`tx` of the caller's
 * business transaction), so the entry commits or rolls back together with the row that caused it.
 *
 *   const ledger = createLedgerService({ db });
 *   await ledger.transaction(async (tx) => {
 *     const row = await insertWithdrawal(tx, …);
 *     const acc = await ledger.getOrCreateAccount(tx, { ownerType: 'user', ownerId, currency: 'USDT', kind: ACCOUNT_KIND.change });
 *     await ledger.freeze(tx, { account: acc, amount, refType: 'withdrawal', refId: row.id });
 *   });
 */
import { type Amount, normalize, parseAmount } from '@app/money';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db';
import { withIdempotency } from './ledger.idempotency';
import { post } from './ledger.post';
import { accountStatement, auditJournal, balances, sumByCurrency } from './ledger.read';
import { splitFee } from './ledger.rounding';
import { ledgerAccounts } from './ledger.tables';
import { withTransaction } from './ledger.tx';
import {
  type AccountHandle,
  type AccountKey,
  type AccountRef,
  type EntryMeta,
  type LedgerAccount,
  LedgerError,
  type PostResult,
  type SystemKind,
} from './ledger.types';

export type LedgerService = ReturnType<typeof createLedgerService>;

type Move = EntryMeta & { amount: Amount };

export function createLedgerService(deps: { db: Db }) {
  return {
    /** Runs fn in one READ COMMITTED transaction of the service's database. */
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => withTransaction(deps.db, fn),
    withIdempotency: <T>(params: { scope: string; key: string; requestHash: string }, fn: (tx: Tx) => Promise<T>) =>
      withIdempotency(deps.db, params, fn),
    getOrCreateAccount,
    getOrCreateAccounts,
    lockAccounts,
    post,
    transfer,
    transferWithFee,
    freeze,
    unfreeze,
    settleFrozen,
    creditFromSystem,
    debitToSystem,
    balances,
    accountStatement,
    sumByCurrency,
    auditJournal,
  };
}

const normCurrency = (c: string): string => c.trim().toUpperCase();

type Ident = { ownerType: 'user' | 'system'; ownerId: number; currency: string; kind: number; systemKind: string };

function identOf(key: AccountKey): Ident {
  const currency = normCurrency(key.currency);
  if (!/^[A-Z0-9_]{1,20}$/.test(currency)) throw new LedgerError(`bad currency code ${key.currency}`);
  return {
    ownerType: key.ownerType,
    ownerId: key.ownerType === 'user' ? key.ownerId : 0,
    currency,
    kind: key.ownerType === 'user' ? key.kind : 0,
    systemKind: key.ownerType === 'system' ? key.systemKind : '',
  };
}

const whereIdent = (ident: Ident) =>
  and(
    eq(ledgerAccounts.ownerType, ident.ownerType),
    eq(ledgerAccounts.ownerId, ident.ownerId),
    eq(ledgerAccounts.currency, ident.currency),
    eq(ledgerAccounts.kind, ident.kind),
    eq(ledgerAccounts.systemKind, ident.systemKind),
  );

const identKey = (i: Pick<Ident, keyof Ident>) => `${i.ownerType}:${i.ownerId}:${i.currency}:${i.kind}:${i.systemKind}`;

/**
 * getOrCreateAccount for several keys in (at most) three statements instead of one to three per key: one read of
 * all, one multi-row insert of the missing ones in the order given (nothing happens on a concurrent create), one
 * read of what a concurrent create won. Answers the accounts in the order of `keys`.
 */
export async function getOrCreateAccounts(ex: Executor, keys: readonly AccountKey[]): Promise<LedgerAccount[]> {
  const idents = keys.map(identOf);
  const wanted = [...new Map(idents.map((i) => [identKey(i), i])).values()];
  if (wanted.length === 0) return [];
  const byKey = new Map<string, LedgerAccount>();
  const read = async (list: Ident[]) => {
    // Many keys (a sweeper's chunk) go as one JSON parameter matched on the unique key, not as an OR per key.
    const where =
      list.length <= 8
        ? or(...list.map(whereIdent))
        : sql`(${ledgerAccounts.ownerType}, ${ledgerAccounts.ownerId}, ${ledgerAccounts.currency}, ${ledgerAccounts.kind},
               ${ledgerAccounts.systemKind}) in (
                select owner_type, owner_id, currency, kind, system_kind
                from json_to_recordset(${JSON.stringify(
                  list.map((i) => ({
                    owner_type: i.ownerType,
                    owner_id: i.ownerId,
                    currency: i.currency,
                    kind: i.kind,
                    system_kind: i.systemKind,
                  })),
                )}::json) as k(owner_type text, owner_id bigint, currency text, kind smallint, system_kind text))`;
    const rows = await ex.select().from(ledgerAccounts).where(where);
    for (const r of rows) byKey.set(identKey(r), toAccount(r));
  };
  await read(wanted);
  let missing = wanted.filter((i) => !byKey.has(identKey(i)));
  if (missing.length > 0) {
    const created = await ex.insert(ledgerAccounts).values(missing).onConflictDoNothing().returning();
    for (const r of created) byKey.set(identKey(r), toAccount(r));
    missing = missing.filter((i) => !byKey.has(identKey(i)));
    if (missing.length > 0) await read(missing);
  }
  return idents.map((i) => {
    const acc = byKey.get(identKey(i));
    if (!acc) throw new LedgerError('ledger account vanished after a concurrent create');
    return acc;
  });
}

/** Finds the account of (owner, currency, kind | system kind), creating it empty on first use. */
export async function getOrCreateAccount(ex: Executor, key: AccountKey): Promise<LedgerAccount> {
  const ident = identOf(key);
  const where = whereIdent(ident);
  const [found] = await ex.select().from(ledgerAccounts).where(where);
  if (found) return toAccount(found);
  // Two first uses at once: one insert wins, the other does nothing and reads the winner's row.
  const [created] = await ex.insert(ledgerAccounts).values(ident).onConflictDoNothing().returning();
  if (created) return toAccount(created);
  const [again] = await ex.select().from(ledgerAccounts).where(where);
  if (!again) throw new LedgerError('ledger account vanished after a concurrent create');
  return toAccount(again);
}

/**
 * Locks accounts in ascending id order (the order `post` locks in) and answers their balances as of the lock, in
 * the order given: a settlement that must know a balance before it posts (how much of a loss the free balance
 * covers) reads it here, and nobody can change it until the caller's transaction ends.
 */
export async function lockAccounts(tx: Executor, ids: readonly number[]): Promise<LedgerAccount[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (wanted.length === 0) return [];
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.id} = any(${`{${wanted.join(',')}}`}::bigint[])`)
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, toAccount(r)]));
  return ids.map((id) => {
    const acc = byId.get(id);
    if (!acc) throw new LedgerError(`unknown ledger account ${id}`);
    return acc;
  });
}

function toAccount(r: typeof ledgerAccounts.$inferSelect): LedgerAccount {
  return {
    id: r.id,
    ownerType: r.ownerType,
    ownerId: r.ownerId,
    currency: r.currency,
    kind: r.kind,
    systemKind: r.systemKind,
    available: normalize(r.available),
    frozen: normalize(r.frozen),
    version: r.version,
  };
}

/** available of `from` → available of `to` (same currency). */
export function transfer(tx: Executor, p: Move & { from: AccountRef; to: AccountRef }): Promise<PostResult> {
  const amount = positive(p.amount);
  return post(tx, {
    ...p,
    type: p.type ?? 'transfer',
    lines: [
      { account: p.from, bucket: 'available', amount: `-${amount}` },
      { account: p.to, bucket: 'available', amount },
    ],
  });
}

/**
 * `from` pays `gross`; `to` receives gross − fee; the fees account receives the fee, rounded up at the
 * currency's scale (ledger.rounding.ts), so the three lines sum to zero exactly.
 */
export async function transferWithFee(
  tx: Executor,
  p: EntryMeta & { from: AccountHandle; to: AccountRef; gross: Amount; feeRate: Amount },
): Promise<PostResult & { fee: Amount; net: Amount }> {
  const { gross, fee, net } = splitFee(positive(p.gross), p.feeRate, p.from.currency);
  const fees = await getOrCreateAccount(tx, { ownerType: 'system', currency: p.from.currency, systemKind: 'fees' });
  const lines = [
    { account: p.from, bucket: 'available' as const, amount: `-${gross}` },
    ...(net === '0' ? [] : [{ account: p.to, bucket: 'available' as const, amount: net }]),
    ...(fee === '0' ? [] : [{ account: fees, bucket: 'available' as const, amount: fee }]),
  ];
  const result = await post(tx, { ...p, type: p.type ?? 'transfer', lines });
  return { ...result, fee, net };
}

/** available → frozen inside one account (an open order, a pending withdrawal, a bid deposit). */
export function freeze(tx: Executor, p: Move & { account: AccountRef }): Promise<PostResult> {
  const amount = positive(p.amount);
  return post(tx, {
    ...p,
    type: p.type ?? 'freeze',
    lines: [
      { account: p.account, bucket: 'available', amount: `-${amount}` },
      { account: p.account, bucket: 'frozen', amount },
    ],
  });
}

/** frozen → available inside one account (a cancelled order, a rejected withdrawal). */
export function unfreeze(tx: Executor, p: Move & { account: AccountRef }): Promise<PostResult> {
  const amount = positive(p.amount);
  return post(tx, {
    ...p,
    type: p.type ?? 'unfreeze',
    lines: [
      { account: p.account, bucket: 'frozen', amount: `-${amount}` },
      { account: p.account, bucket: 'available', amount },
    ],
  });
}

/** frozen of `from` → available of `to` (a filled order pays the seller, an approved withdrawal leaves). */
export function settleFrozen(tx: Executor, p: Move & { from: AccountRef; to: AccountRef }): Promise<PostResult> {
  const amount = positive(p.amount);
  return post(tx, {
    ...p,
    type: p.type ?? 'settle',
    lines: [
      { account: p.from, bucket: 'frozen', amount: `-${amount}` },
      { account: p.to, bucket: 'available', amount },
    ],
  });
}

/** A system account of the same currency (external for deposits, house_pnl_* for payouts, …) pays `to`. */
export async function creditFromSystem(
  tx: Executor,
  p: Move & { to: AccountHandle; systemKind: SystemKind },
): Promise<PostResult> {
  const system = await getOrCreateAccount(tx, {
    ownerType: 'system',
    currency: p.to.currency,
    systemKind: p.systemKind,
  });
  return transfer(tx, { ...p, type: p.type ?? 'deposit', from: system, to: p.to });
}

/** `from` pays a system account of the same currency (external for withdrawals, fees, house_pnl_*, …). */
export async function debitToSystem(
  tx: Executor,
  p: Move & { from: AccountHandle; systemKind: SystemKind },
): Promise<PostResult> {
  const system = await getOrCreateAccount(tx, {
    ownerType: 'system',
    currency: p.from.currency,
    systemKind: p.systemKind,
  });
  return transfer(tx, { ...p, type: p.type ?? 'withdraw', from: p.from, to: system });
}

function positive(amount: Amount): Amount {
  const a = parseAmount(amount);
  if (a.startsWith('-') || a === '0') throw new LedgerError(`amount must be above zero, got ${amount}`);
  return a;
}
