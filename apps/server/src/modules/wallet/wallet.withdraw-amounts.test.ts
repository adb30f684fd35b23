/**
 * Issue 10 item 7, "money shown is money moved": one withdrawal of 100 USDT with a fee of 1, and the four places
 * that show it must agree: the web confirmation (withdrawAmounts of @app/api, what the client computes), the
 * ledger (100 frozen, then 99 to `external` and 1 to `fees`), the user's record and the back-office row. Also the
 * migration that rewrote requests made under the old rule (fee on top).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withdrawAmounts } from '@app/api';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { throwawayPostgres } from '../../test/pg-throwaway';
import { sqlRows } from '../../test/sql-rows';
import {
  ACCOUNT_KIND,
  auditJournal,
  balances,
  creditFromSystem,
  freeze,
  getOrCreateAccount,
  sumByCurrency,
  transfer,
  withTransaction,
} from '../ledger';
import { entryMemo } from './wallet.entry-text';
import {
  balanceOf,
  bareService,
  call,
  fund,
  makeWalletUser,
  PAY,
  savedAddress,
  type TestUser,
} from './wallet.test-kit';

let t: TestApp;
let admin: { authorization: string };
let w: TestUser;
let addressId: number;
beforeAll(async () => {
  t = await makeTestApp({ seed: true });
  admin = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
  w = await makeWalletUser(t.app, 1);
  addressId = await savedAddress(db(), w.id);
  await fund(db(), w.id, 'USDT', '1000');
});
afterAll(async () => t.close());

const db = () => t.app.database.db;
const out = (number: string) =>
  call(t.app, 'POST', '/api/wallet/out', {
    headers: w.headers,
    body: { currency: 3, network: 'TRC20', number, target_type: 'address', target_id: addressId, pay_password: PAY },
  });

/** The postings of every ledger entry made for one withdrawal, by entry type and account. */
async function postingsOf(id: number) {
  return sqlRows<{ type: string; owner: string; bucket: string; amount: string }>(
    db(),
    sql`select e.type, case when a.owner_type = 'user' then 'user' else a.system_kind end as owner, p.bucket,
               p.amount::text as amount
        from ledger_entries e join ledger_postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
        where e.ref_type = 'withdrawal' and e.ref_id = ${String(id)} order by p.id`,
  );
}
const norm = (rows: { type: string; owner: string; bucket: string; amount: string }[]) =>
  rows.map((r) => `${r.type} ${r.owner}.${r.bucket} ${Number(r.amount)}`);

describe('one withdrawal, four views, the same amounts (fee inside the amount)', () => {
  it('confirmation, ledger debit, record and back-office row agree for 100 USDT with a fee of 1', async () => {
    const info = await call(t.app, 'POST', '/api/wallet/get_info', {
      headers: w.headers,
      body: { currency: 3, network: 'TRC20' },
    });
    expect(info.message.fee).toBe('1');
    // What the web confirmation shows ("Withdraw 100 USDT (fee 1)? You receive 99 USDT"): the same function.
    const confirmation = withdrawAmounts('100', info.message.fee);
    expect(confirmation).toEqual({ debit: '100', fee: '1', receive: '99', ok: true });

    const res = await out('100');
    expect(res.type).toBe('ok');
    const id: number = res.message.id;
    // The record the user gets back and lists.
    const record = { number: res.message.number, fee: res.message.fee, receive: res.message.receive };
    expect(record).toEqual({ number: confirmation.debit, fee: confirmation.fee, receive: confirmation.receive });
    const listed = (await call(t.app, 'GET', '/api/user/withdraw/list', { headers: w.headers })).message.list[0];
    expect(listed).toMatchObject({ id, ...record });
    // The ledger: exactly the debit leaves available (frozen), nothing more.
    expect(await balanceOf(db(), w.id, 'USDT')).toEqual({ available: '900', frozen: '100' });
    expect(norm(await postingsOf(id))).toEqual(['withdraw user.available -100', 'withdraw user.frozen 100']);
    // The back office's row.
    const queue = await call(t.app, 'GET', '/api/admin/withdrawals', { headers: admin, query: { state: 'review' } });
    const row = queue.message.list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ ...record, user_id: w.id });

    // Approval moves exactly those amounts: debit out of frozen, receive to the outside, the fee to fees.
    const ok = await call(t.app, 'POST', `/api/admin/withdrawals/${id}/approve`, { headers: admin, body: {} });
    expect(ok.message).toMatchObject({ state: 'passed', ...record });
    expect(await balanceOf(db(), w.id, 'USDT')).toEqual({ available: '900', frozen: '0' });
    expect(norm(await postingsOf(id)).slice(2)).toEqual([
      'withdraw user.frozen -100',
      'withdraw external.available 99',
      'withdraw fees.available 1',
    ]);
    const passed = await call(t.app, 'GET', '/api/admin/withdrawals', { headers: admin, query: { state: 'passed' } });
    expect(passed.message.list.find((r: { id: number }) => r.id === id)).toMatchObject(record);
    expect(Object.values(await sumByCurrency(db())).every((v) => v === '0')).toBe(true);
  });

  it('a rejection gives back exactly the debit', async () => {
    const res = await out('50');
    expect(res.message).toMatchObject({ number: '50', fee: '1', receive: '49' });
    expect(await balanceOf(db(), w.id, 'USDT')).toEqual({ available: '850', frozen: '50' });
    await call(t.app, 'POST', `/api/admin/withdrawals/${res.message.id}/reject`, {
      headers: admin,
      body: { reason: 'test' },
    });
    expect(await balanceOf(db(), w.id, 'USDT')).toEqual({ available: '900', frozen: '0' });
  });

  it('the whole available can be withdrawn (nothing is added on top)', async () => {
    const rich = await makeWalletUser(t.app, 1);
    const to = await savedAddress(db(), rich.id);
    await fund(db(), rich.id, 'USDT', '30');
    const res = await call(t.app, 'POST', '/api/wallet/out', {
      headers: rich.headers,
      body: { currency: 3, network: 'TRC20', number: '30', target_type: 'address', target_id: to, pay_password: PAY },
    });
    expect(res.message).toMatchObject({ number: '30', fee: '1', receive: '29' });
    expect(await balanceOf(db(), rich.id, 'USDT')).toEqual({ available: '0', frozen: '30' });
  });

  it('refuses an amount the fee would eat whole, with a translated message', async () => {
    const coins = (await call(t.app, 'GET', '/api/admin/wallet/coins', { headers: admin })).message;
    const trc = coins.find((c: { network: string }) => c.network === 'TRC20');
    await call(t.app, 'PUT', `/api/admin/wallet/coins/${trc.id}`, { headers: admin, body: { min_withdraw: '0.5' } });
    try {
      expect(await out('1')).toEqual({ type: 'error', message: 'The amount must be more than the fee of 1 USDT' });
      expect((await out('1.5')).message).toMatchObject({ number: '1.5', fee: '1', receive: '0.5' });
    } finally {
      await call(t.app, 'PUT', `/api/admin/wallet/coins/${trc.id}`, { headers: admin, body: { min_withdraw: '10' } });
    }
  });
});

const DRIZZLE = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../drizzle');

/** A copy of the migrations folder whose journal stops before the given migration. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mig-'));
  cpSync(DRIZZLE, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  expect(at, `migration *${tag} in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration of requests made under the old rule (fee on top)', () => {
  it('rewrites old rows to number = old number + fee, receive = old number; a pending one then settles right', async () => {
    const before = migrationsBefore('_withdraw_fee_and_memos');
    let database: Db;
    let close: () => Promise<void>;
    let migrate: (folder: string) => Promise<void>;
    if (process.env.DATABASE_URL) {
      const pgDb = await throwawayPostgres();
      const pool = new pg.Pool({ connectionString: pgDb.url, max: 4 });
      const d = drizzleNodePg(pool);
      database = d as unknown as Db;
      migrate = (folder) => migrateNodePg(d, { migrationsFolder: folder });
      close = async () => {
        await pool.end();
        await pgDb.drop();
      };
    } else {
      const client = new PGlite();
      const d = drizzlePglite(client);
      database = d as unknown as Db;
      migrate = (folder) => migratePglite(d, { migrationsFolder: folder });
      close = () => client.close();
    }
    try {
      await migrate(before);
      // Two old requests of user 7 for "100 + fee 1": one pending (101 frozen), one already passed.
      const user = 7;
      await withTransaction(database, async (tx) => {
        const account = await getOrCreateAccount(tx, {
          ownerType: 'user',
          ownerId: user,
          currency: 'USDT',
          kind: ACCOUNT_KIND.change,
        });
        await creditFromSystem(tx, { to: account, systemKind: 'external', amount: '500', refType: 'test' });
        for (const state of ['review', 'passed']) {
          await tx.execute(
            sql`insert into withdrawal_requests (user_id, coin_id, currency, network, number, fee, btc_value,
                  target_type, target, state)
                values (${user}, 3, 'USDT', 'TRC20', 100, 1, 0.002, 'address', 'T-old', ${state})`,
          );
        }
        const [pending] = await sqlRows<{ id: number }>(
          tx,
          sql`select id from withdrawal_requests where state = 'review'`,
        );
        const ref = { refType: 'withdrawal', refId: pending!.id };
        await freeze(tx, { account, amount: '100', type: 'withdraw', ...ref });
        await freeze(tx, { account, amount: '1', type: 'fee', ...ref });
        const lever = await getOrCreateAccount(tx, {
          ownerType: 'user',
          ownerId: user,
          currency: 'USDT',
          kind: ACCOUNT_KIND.lever,
        });
        await transfer(tx, { from: account, to: lever, amount: '50', type: 'transfer', refType: 'internal_transfer' });
        // Memos as the code before this migration wrote them: sentences and bare values, not data.
        const legacy: [string, string][] = [
          ['deposit', 'USDT TRC20'],
          ['withdraw', 'TRC20 T-old'],
          ['fee', 'withdrawal fee'],
          ['transfer', 'change → lever'],
        ];
        for (const [type, memo] of legacy) {
          await tx.execute(sql`update ledger_entries set memo = ${memo}, ref_type = case when type = 'deposit'
                                 then 'deposit' else ref_type end where type = ${type}`);
        }
      });
      await migrate(DRIZZLE);
      const rows = await sqlRows<{ state: string; number: string; fee: string; receive: string }>(
        database,
        sql`select state, number::text, fee::text, receive::text from withdrawal_requests order by id`,
      );
      expect(rows.map((r) => [r.state, Number(r.number), Number(r.fee), Number(r.receive)])).toEqual([
        ['review', 101, 1, 100],
        ['passed', 101, 1, 100],
      ]);
      // The pending request's `number` is exactly what its entries froze.
      const [frozen] = await sqlRows<{ frozen: string }>(
        database,
        sql`select frozen::text from ledger_accounts where owner_type = 'user' and owner_id = ${user}`,
      );
      expect(Number(frozen!.frozen)).toBe(101);
      // Approved now, under the new rule: 101 leaves frozen, 100 to the outside, 1 to fees.
      const wallet = await bareService(database);
      const [pendingId] = await sqlRows<{ id: number }>(
        database,
        sql`select id from withdrawal_requests where state = 'review'`,
      );
      const approved = await wallet.withdraw.approve({ adminId: 1, ip: '127.0.0.1' }, pendingId!.id);
      expect(approved).toMatchObject({ number: '101', fee: '1', receive: '100', state: 'passed' });
      expect((await balances(database, user)).map((b) => [b.available, b.frozen])).toEqual([
        ['349', '0'],
        ['50', '0'],
      ]);
      // The old memos became data and read as translated sentences.
      const memos = await sqlRows<{ type: string; memo: string }>(
        database,
        sql`select type, memo from ledger_entries where type in ('deposit', 'withdraw', 'fee', 'transfer') order by id`,
      );
      expect(memos.map((m) => entryMemo('en', m.type, m.memo, user))).toEqual([
        'USDT deposit on TRC20',
        'Withdrawal on TRC20 to T-old',
        'Withdrawal fee',
        'From Spot account to Contract account',
        'Withdrawal paid out',
      ]);
      expect(entryMemo('jp', memos[3]!.type, memos[3]!.memo, user)).toBe('現物口座から先物口座へ');
      const system = await balances(database, 0, 'system');
      expect(system.map((b) => [b.systemKind, b.available])).toEqual([
        ['external', '-400'],
        ['fees', '1'],
      ]);
      expect(await auditJournal(database)).toEqual({
        unbalancedEntries: [],
        driftedAccounts: [],
        unbalancedCurrencies: [],
      });
    } finally {
      await close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
