/**
 * The platform sweeper on the test database (PGlite, or PostgreSQL when DATABASE_URL is set): due rows only, in
 * due order, each settled once; a failure rolls back, counts an attempt and waits out a back-off without blocking
 * the other rows; lag and backlog are measured; two sweepers over one table never settle a row twice.
 */
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tx } from '../db';
import { openDatabase } from '../db';
import { makeTestDb, type TestDb } from '../test/make-db';
import { sqlRows } from '../test/sql-rows';
import { createSweeper, type SweeperDef, sweepColumns } from './sweeper';

const items = pgTable('sweep_test_items', {
  id: serial('id').primaryKey(),
  state: text('state').notNull(),
  value: integer('value').notNull(),
  ...sweepColumns(),
});

const silent = { error: () => {}, warn: () => {} };
let t: TestDb;

async function createTables(db: TestDb['db']) {
  await db.execute(sql`create table if not exists sweep_test_items (
    id serial primary key, state text not null, value integer not null,
    due_at timestamptz not null, attempts integer not null default 0, last_error text)`);
  await db.execute(sql`create table if not exists sweep_test_log (item_id integer not null, runner text not null)`);
}

beforeAll(async () => {
  t = await makeTestDb();
  await createTables(t.db);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.execute(sql`truncate sweep_test_items, sweep_test_log restart identity`);
});

const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);
const NOW = at(0);

async function insert(rows: { value: number; dueInMs: number; state?: string }[]) {
  await t.db
    .insert(items)
    .values(rows.map((r) => ({ state: r.state ?? 'open', value: r.value, dueAt: at(r.dueInMs) })));
}

const logged = (db: TestDb['db'] = t.db) =>
  sqlRows<{ item_id: number; runner: string }>(db, sql`select item_id, runner from sweep_test_log order by item_id`);

function def(runner: string, over: Partial<SweeperDef<typeof items>> = {}): SweeperDef<typeof items> {
  return {
    name: 'test.items',
    table: items,
    dueState: 'open',
    async settle(tx: Tx, row) {
      await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (${row.id}, ${runner})`);
      return { state: 'settled', set: { value: row.value * 10 } };
    },
    ...over,
  };
}

describe('sweeper', () => {
  it('settles due rows only, oldest first, once; measures lag and backlog', async () => {
    await insert([
      { value: 1, dueInMs: -5_000 },
      { value: 2, dueInMs: -10_000 },
      { value: 3, dueInMs: 60_000 },
      { value: 4, dueInMs: -1_000, state: 'settled' },
    ]);
    const sweeper = createSweeper(t.db, def('a', { batch: 1 }), { log: silent, now: () => NOW });
    expect(await sweeper.runOnce()).toBe(1);
    expect(sweeper.stats()).toMatchObject({ settled: 1, backlog: 1, lag_ms: 5_000, failed: 0 });
    expect((await logged()).map((r) => r.item_id)).toEqual([2]);
    expect(await sweeper.runOnce()).toBe(1);
    expect(await sweeper.runOnce()).toBe(0);
    expect(sweeper.stats()).toMatchObject({ settled: 2, backlog: 0, lag_ms: 0 });
    const rows = await t.db.select().from(items).orderBy(items.id);
    expect(rows.map((r) => [r.state, r.value])).toEqual([
      ['settled', 10],
      ['settled', 20],
      ['open', 3],
      ['settled', 4],
    ]);
    expect(await logged()).toHaveLength(2);
  });

  it('rolls a failed item back, counts the attempt, backs off and goes on with the others', async () => {
    await insert([
      { value: 1, dueInMs: -2_000 },
      { value: 2, dueInMs: -1_000 },
    ]);
    let clock = NOW;
    const failing = def('a', {
      async settle(tx, row) {
        await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (${row.id}, 'a')`);
        if (row.value === 1) throw new Error('price missing');
        return { state: 'settled' };
      },
    });
    const sweeper = createSweeper(t.db, failing, { log: silent, now: () => clock });
    expect(await sweeper.runOnce()).toBe(2);
    expect(sweeper.stats()).toMatchObject({ settled: 1, failed: 1, last_error: 'Error: price missing', backlog: 0 });
    // The failed item's log line rolled back with it; the other item settled.
    expect(await logged()).toEqual([{ item_id: 2, runner: 'a' }]);
    const [first] = await t.db.select().from(items).where(sql`id = 1`);
    expect(first).toMatchObject({ state: 'open', attempts: 1, lastError: 'Error: price missing' });
    expect(first?.dueAt.getTime()).toBe(NOW.getTime() + 2_000);
    clock = at(2_500);
    expect(await sweeper.runOnce()).toBe(1);
    const [again] = await t.db.select().from(items).where(sql`id = 1`);
    expect(again).toMatchObject({ attempts: 2 });
    expect(again?.dueAt.getTime()).toBe(at(2_500).getTime() + 4_000);
  });

  it('refuses a settle that leaves the row in its due state (a transition runs once)', async () => {
    await insert([{ value: 1, dueInMs: -1 }]);
    const stuck = def('a', { settle: async () => ({ state: 'open' }) });
    const sweeper = createSweeper(t.db, stuck, { log: silent, now: () => NOW });
    await sweeper.runOnce();
    expect(sweeper.stats()).toMatchObject({ settled: 0, failed: 1 });
    expect(sweeper.stats().last_error).toMatch(/due state/);
  });

  it('refuses a settle that moved its own row (one row a transaction, as a chunk does): nothing of it stays', async () => {
    await insert([{ value: 1, dueInMs: -1 }]);
    const mover = def('a', {
      async settle(tx, row) {
        await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (${row.id}, 'a')`);
        await tx.execute(sql`update sweep_test_items set state = 'taken', value = 99 where id = ${row.id}`);
        return { state: 'settled', set: { value: 10 } };
      },
    });
    const sweeper = createSweeper(t.db, mover, { log: silent, now: () => NOW });
    expect(await sweeper.runOnce()).toBe(1);
    expect(sweeper.stats()).toMatchObject({ settled: 0, failed: 1 });
    expect(sweeper.stats().last_error).toMatch(/changed under the sweeper/);
    expect(await logged()).toEqual([]);
    const [row] = await t.db.select().from(items);
    expect(row).toMatchObject({ state: 'open', value: 1, attempts: 1 });
  });

  it('keeps an error code and a short message for the status screens, never the failed query and its values', async () => {
    await t.db.execute(sql`create table if not exists sweep_test_once (secret text primary key)`);
    await t.db.execute(sql`truncate sweep_test_once`);
    await insert([{ value: 1, dueInMs: -1 }]);
    const logged: { err?: unknown }[] = [];
    const leaky = def('a', {
      async settle(tx) {
        // The failed statement carries a value that must not reach the back office (a user's input, say).
        for (let i = 0; i < 2; i++) await tx.execute(sql`insert into sweep_test_once (secret) values (${'user-4242'})`);
        return { state: 'settled' };
      },
    });
    const log = { error: (o: { err?: unknown }) => void logged.push(o), warn: () => {} };
    const sweeper = createSweeper(t.db, leaky, { log, now: () => NOW });
    expect(await sweeper.runOnce()).toBe(1);
    const shown = sweeper.stats().last_error;
    expect(shown).toBe('23505: unique violation (sweep_test_once_pkey)');
    const [row] = await t.db.select().from(items);
    expect(row).toMatchObject({ state: 'open', attempts: 1, lastError: shown });
    // The details went to the log (whose serializer keeps the code and constraint only).
    const err = logged[0]?.err as Error & { cause?: Error };
    expect(`${err.message} ${err.cause?.message ?? ''}`).toMatch(/sweep_test_once/);
    // An error of the code itself: its type and first line.
    const plain = createSweeper(
      t.db,
      def('b', {
        settle: async () => {
          throw new TypeError('no price recorded\nat 2030-01-01 for user 4242');
        },
      }),
      { log: silent, now: () => new Date(NOW.getTime() + 10_000) },
    );
    await plain.runOnce();
    expect(plain.stats().last_error).toBe('TypeError: no price recorded');
  });

  it('two sweepers over one table (one per connection pool on PostgreSQL) settle every row exactly once', async () => {
    const n = 120;
    await insert(Array.from({ length: n }, (_, i) => ({ value: i, dueInMs: -i })));
    // On PostgreSQL the second sweeper has its own pool, as a second server instance would.
    const second = t.url ? await openDatabase({ kind: 'postgres', url: t.url }) : undefined;
    try {
      const slow = (runner: string) =>
        def(runner, {
          batch: 1000,
          async settle(tx, row) {
            await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (${row.id}, ${runner})`);
            await new Promise((r) => setTimeout(r, 1));
            return { state: 'settled' };
          },
        });
      const a = createSweeper(t.db, slow('a'), { log: silent, now: () => NOW });
      const b = createSweeper(second?.db ?? t.db, slow('b'), { log: silent, now: () => NOW });
      const [da, db] = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(da + db).toBe(n);
      // With two pools both really worked (SKIP LOCKED let each pass the other's locked rows).
      if (second) expect(Math.min(da, db)).toBeGreaterThan(0);
      const log = await logged();
      expect(log).toHaveLength(n);
      expect(new Set(log.map((r) => r.item_id)).size).toBe(n);
      expect(a.stats().failed + b.stats().failed).toBe(0);
    } finally {
      await second?.close();
    }
  });

  it('lets timers and I/O run between two items (PGlite answers in microtasks: a pass would hold the event loop)', async () => {
    await insert([
      { value: 1, dueInMs: -2_000 },
      { value: 2, dueInMs: -1_000 },
    ]);
    let turned = false;
    const seen: boolean[] = [];
    const plain = def('a');
    const sweeper = createSweeper(
      t.db,
      def('a', {
        settle(tx: Tx, row) {
          seen.push(turned);
          return plain.settle(tx, row);
        },
      }),
      { log: silent, now: () => NOW },
    );
    setImmediate(() => {
      turned = true;
    });
    expect(await sweeper.runOnce()).toBe(2);
    expect(seen.at(-1)).toBe(true);
  });

  it('a settle answering { later } moves due_at without an attempt, a failure or a settlement', async () => {
    await insert([
      { value: 1, dueInMs: -1_000 },
      { value: 2, dueInMs: -500 },
    ]);
    let clock = 0;
    let ready = false;
    const sweeper = createSweeper(
      t.db,
      def('a', {
        async settle(tx: Tx, row) {
          if (!ready && row.value === 1) return { later: 300 };
          await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (${row.id}, 'a')`);
          return { state: 'settled' };
        },
      }),
      { log: silent, now: () => at(clock) },
    );
    expect(await sweeper.runOnce()).toBe(1);
    const [waiting] = await t.db.select().from(items).where(sql`${items.value} = 1`);
    expect(waiting).toMatchObject({ state: 'open', attempts: 0, lastError: null });
    expect(waiting?.dueAt.getTime()).toBe(at(300).getTime());
    expect(sweeper.stats()).toMatchObject({ settled: 1, failed: 0, backlog: 0 });
    clock = 299;
    expect(await sweeper.runOnce()).toBe(0);
    clock = 300;
    ready = true;
    expect(await sweeper.runOnce()).toBe(1);
    expect((await logged()).map((r) => r.item_id)).toEqual([1, 2]);
    expect(sweeper.stats()).toMatchObject({ settled: 2, failed: 0 });
  });

  it('a settle answering { again } keeps a recurring row due at its next time, settled once per occurrence', async () => {
    await insert([{ value: 1, dueInMs: -1_000 }]);
    let clock = 0;
    const sweeper = createSweeper(
      t.db,
      def('a', {
        async settle(tx: Tx, row) {
          await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (${row.id}, 'a')`);
          if (row.value >= 3) return { state: 'settled' };
          return { again: at(clock + 1_000), set: { value: row.value + 1 } };
        },
      }),
      { log: silent, now: () => at(clock) },
    );
    expect(await sweeper.runOnce()).toBe(1);
    expect(await sweeper.runOnce()).toBe(0);
    const [row] = await t.db.select().from(items);
    expect(row).toMatchObject({ state: 'open', value: 2, attempts: 0 });
    expect(row?.dueAt.getTime()).toBe(at(1_000).getTime());
    clock = 1_000;
    expect(await sweeper.runOnce()).toBe(1);
    clock = 2_000;
    expect(await sweeper.runOnce()).toBe(1);
    const [done] = await t.db.select().from(items);
    expect(done).toMatchObject({ state: 'settled', value: 3 });
    expect(await logged()).toHaveLength(3);
    expect(sweeper.stats()).toMatchObject({ settled: 3, failed: 0 });
  });

  it('refuses a recurring row due again at or before now (it would run forever in one pass)', async () => {
    await insert([{ value: 1, dueInMs: -1_000 }]);
    const sweeper = createSweeper(t.db, def('a', { settle: async () => ({ again: NOW }) }), {
      log: silent,
      now: () => NOW,
    });
    await sweeper.runOnce();
    expect(sweeper.stats()).toMatchObject({ settled: 0, failed: 1 });
    const [row] = await t.db.select().from(items);
    expect(row).toMatchObject({ state: 'open', attempts: 1 });
  });

  describe('in chunks', () => {
    const txCount = async (sweeper: { runPass(): Promise<{ handled: number; full: boolean }> }) => sweeper.runPass();

    it('settles `chunk` rows a transaction, each once and in due order; a full pass says so', async () => {
      await insert(Array.from({ length: 25 }, (_, i) => ({ value: i, dueInMs: -1000 + (i % 5) })));
      const txIds: string[] = [];
      const sweeper = createSweeper(
        t.db,
        def('a', {
          chunk: 10,
          batch: 20,
          async settle(tx: Tx, row) {
            const [x] = await sqlRows<{ id: string }>(tx, sql`select txid_current()::text as id`);
            txIds.push(x!.id);
            await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (${row.id}, 'a')`);
            return { state: 'settled' };
          },
        }),
        { log: silent, now: () => NOW },
      );
      expect(await txCount(sweeper)).toEqual({ handled: 20, full: true });
      expect(new Set(txIds).size).toBe(2);
      expect(sweeper.stats()).toMatchObject({ settled: 20, backlog: 5 });
      // Due order: the five left are the last due (dueInMs -996, value ≡ 4 mod 5).
      const open = await t.db.select().from(items).where(sql`${items.state} = 'open'`);
      expect(open.map((r) => r.value % 5)).toEqual([4, 4, 4, 4, 4]);
      expect(await txCount(sweeper)).toEqual({ handled: 5, full: false });
      expect(new Set(txIds).size).toBe(3);
      const log = await logged();
      expect(log).toHaveLength(25);
      expect(new Set(log.map((r) => r.item_id)).size).toBe(25);
    });

    it('a failing row rolls its chunk back; the pass goes on one row a transaction, the bad row backed off alone', async () => {
      await insert(Array.from({ length: 12 }, (_, i) => ({ value: i, dueInMs: -1000 + i })));
      const afterCalls: number[] = [];
      const sweeper = createSweeper(
        t.db,
        def('a', {
          chunk: 5,
          async settle(tx: Tx, row) {
            await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (${row.id}, 'a')`);
            if (row.value === 7) throw new Error('bad row');
            return { state: 'settled', set: { value: row.value * 10 }, after: () => afterCalls.push(row.id) };
          },
        }),
        { log: silent, now: () => NOW },
      );
      // Handled: 11 settled and the one that failed (as a pass one row a transaction counts them).
      expect(await sweeper.runOnce()).toBe(12);
      expect(sweeper.stats()).toMatchObject({ settled: 11, failed: 1, last_error: 'Error: bad row', backlog: 0 });
      const log = await logged();
      expect(log.map((r) => r.item_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12]);
      // after() ran once per settled row, only after its commit (the rolled-back chunk's rows ran theirs once too).
      expect([...afterCalls].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12]);
      const rows = await t.db.select().from(items).orderBy(items.id);
      expect(rows.filter((r) => r.state === 'settled').map((r) => r.value)).toEqual(
        [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11].map((v) => v * 10),
      );
      expect(rows.find((r) => r.value === 7)).toMatchObject({
        state: 'open',
        attempts: 1,
        lastError: 'Error: bad row',
      });
    });

    it('lets timers run between the rows of a chunk', async () => {
      await insert([
        { value: 1, dueInMs: -2_000 },
        { value: 2, dueInMs: -1_000 },
      ]);
      let turned = false;
      const seen: boolean[] = [];
      const plain = def('a');
      const sweeper = createSweeper(
        t.db,
        def('a', {
          chunk: 10,
          settle(tx: Tx, row) {
            seen.push(turned);
            return plain.settle(tx, row);
          },
        }),
        { log: silent, now: () => NOW },
      );
      setImmediate(() => {
        turned = true;
      });
      expect(await sweeper.runOnce()).toBe(2);
      expect(seen.at(-1)).toBe(true);
    });

    it('rows put off ({ later }) inside a chunk move on; the others of the chunk commit', async () => {
      await insert(Array.from({ length: 6 }, (_, i) => ({ value: i, dueInMs: -100 })));
      const sweeper = createSweeper(
        t.db,
        def('a', {
          chunk: 4,
          async settle(tx: Tx, row) {
            if (row.value % 2 === 0) return { later: 500 };
            await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (${row.id}, 'a')`);
            return { state: 'settled' };
          },
        }),
        { log: silent, now: () => NOW },
      );
      expect(await sweeper.runPass()).toEqual({ handled: 3, full: false });
      expect(sweeper.stats()).toMatchObject({ settled: 3, failed: 0, backlog: 0 });
      const waiting = await t.db.select().from(items).where(sql`${items.state} = 'open'`);
      expect(waiting.map((r) => r.value).sort()).toEqual([0, 2, 4]);
      expect(waiting.every((r) => r.dueAt.getTime() === NOW.getTime() + 500 && r.attempts === 0)).toBe(true);
    });

    it('two chunked sweepers over one table (a pool each on PostgreSQL) settle every row exactly once', async () => {
      const n = 150;
      await insert(Array.from({ length: n }, (_, i) => ({ value: i, dueInMs: -(i % 3) })));
      const second = t.url ? await openDatabase({ kind: 'postgres', url: t.url }) : undefined;
      try {
        const a = createSweeper(t.db, def('a', { chunk: 7, batch: 1000 }), { log: silent, now: () => NOW });
        const b = createSweeper(second?.db ?? t.db, def('b', { chunk: 7, batch: 1000 }), {
          log: silent,
          now: () => NOW,
        });
        const [da, db] = await Promise.all([a.runOnce(), b.runOnce()]);
        expect(da + db).toBe(n);
        const log = await logged();
        expect(log).toHaveLength(n);
        expect(new Set(log.map((r) => r.item_id)).size).toBe(n);
        expect(a.stats().failed + b.stats().failed).toBe(0);
      } finally {
        await second?.close();
      }
    });
  });
  describe('with settleMany (a chunk settled in one call)', () => {
    /** Logs the rows in one statement, as a batched settlement would, and gives each kind of outcome. */
    function many(runner: string, over: Partial<SweeperDef<typeof items>> = {}) {
      const calls: number[] = [];
      return {
        calls,
        def: def(runner, {
          chunk: 50,
          async settleMany(tx: Tx, rows) {
            calls.push(rows.length);
            const now = rows.filter((r) => r.value % 4 !== 3);
            if (now.length > 0) {
              await tx.execute(
                sql`insert into sweep_test_log (item_id, runner) select unnest(${`{${now.map((r) => r.id).join(',')}}`}::int[]), ${runner}`,
              );
            }
            return rows.map((r) => {
              if (r.value % 4 === 3) return { later: 700 };
              if (r.value % 4 === 2) return { again: at(86_400_000), set: { value: r.value + 1000 } };
              if (r.value % 4 === 1) return { state: 'won', set: { value: r.value * 10, lastError: null } };
              return { state: 'settled', set: { value: r.value * 10 } };
            });
          },
          ...over,
        }),
      };
    }

    it('writes every kind of outcome with one call per chunk, each row once, afters after the commit', async () => {
      await insert(Array.from({ length: 60 }, (_, i) => ({ value: i, dueInMs: -1000 + i })));
      const m = many('a', { batch: 1000 });
      const sweeper = createSweeper(t.db, m.def, { log: silent, now: () => NOW });
      expect(await sweeper.runPass()).toEqual({ handled: 45, full: false });
      expect(m.calls).toEqual([50, 10]);
      const rows = await t.db.select().from(items).orderBy(items.id);
      for (const r of rows) {
        const v = r.id - 1;
        if (v % 4 === 3) expect(r).toMatchObject({ state: 'open', value: v, attempts: 0 });
        if (v % 4 === 3) expect(r.dueAt.getTime()).toBe(NOW.getTime() + 700);
        if (v % 4 === 2) expect(r).toMatchObject({ state: 'open', value: v + 1000, dueAt: at(86_400_000) });
        if (v % 4 === 1) expect(r).toMatchObject({ state: 'won', value: v * 10 });
        if (v % 4 === 0) expect(r).toMatchObject({ state: 'settled', value: v * 10 });
      }
      expect(await logged()).toHaveLength(45);
      expect(sweeper.stats()).toMatchObject({ settled: 45, failed: 0, backlog: 0 });
    });

    it('a failing chunk rolls back whole and its rows go one by one through settle', async () => {
      await insert(Array.from({ length: 8 }, (_, i) => ({ value: i * 4, dueInMs: -100 + i })));
      const m = many('a', {
        async settleMany(tx: Tx) {
          await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (999, 'chunk')`);
          throw new Error('chunk failed');
        },
      });
      const sweeper = createSweeper(t.db, m.def, { log: silent, now: () => NOW });
      expect(await sweeper.runOnce()).toBe(8);
      const log = await logged();
      expect(log.map((r) => r.runner)).toEqual(Array(8).fill('a'));
      const rows = await t.db.select().from(items).orderBy(items.id);
      expect(rows.map((r) => [r.state, r.value])).toEqual(rows.map((_, i) => ['settled', i * 40]));
    });

    it('refuses an answer of the wrong length and a row changed under it (nothing of the chunk stays)', async () => {
      await insert(Array.from({ length: 3 }, (_, i) => ({ value: i * 4, dueInMs: -100 })));
      const short = createSweeper(
        t.db,
        def('a', {
          chunk: 10,
          batch: 3,
          async settleMany(tx: Tx, rows) {
            await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (999, 'short')`);
            return rows.slice(1).map(() => ({ state: 'settled' }));
          },
          async settle() {
            throw new Error('one by one');
          },
        }),
        { log: silent, now: () => NOW },
      );
      await short.runOnce();
      expect(await logged()).toEqual([]);
      expect(short.stats()).toMatchObject({ settled: 0, failed: 3, last_error: 'Error: one by one' });

      await t.db.execute(sql`update sweep_test_items set attempts = 0, due_at = ${NOW.toISOString()}::timestamptz`);
      const raced = createSweeper(
        t.db,
        def('b', {
          chunk: 10,
          async settleMany(tx: Tx, rows) {
            await tx.execute(sql`update sweep_test_items set state = 'taken' where id = ${rows[0]!.id}`);
            await tx.execute(sql`insert into sweep_test_log (item_id, runner) values (999, 'raced')`);
            return rows.map(() => ({ state: 'settled' }));
          },
        }),
        { log: silent, now: () => NOW },
      );
      await raced.runOnce();
      // The chunk rolled back (no 'raced' row, no 'taken' row); the rows then settled one by one.
      expect((await logged()).map((r) => r.runner)).toEqual(['b', 'b', 'b']);
      const states = await t.db.select().from(items).orderBy(items.id);
      expect(states.map((r) => r.state)).toEqual(['settled', 'settled', 'settled']);
    });

    it('two sweepers with settleMany over one table (a pool each on PostgreSQL) settle every row exactly once', async () => {
      const n = 400;
      await insert(Array.from({ length: n }, (_, i) => ({ value: i * 4, dueInMs: -(i % 3) })));
      const second = t.url ? await openDatabase({ kind: 'postgres', url: t.url }) : undefined;
      try {
        const a = createSweeper(t.db, many('a', { chunk: 30, batch: 1000 }).def, { log: silent, now: () => NOW });
        const b = createSweeper(second?.db ?? t.db, many('b', { chunk: 30, batch: 1000 }).def, {
          log: silent,
          now: () => NOW,
        });
        const [da, db] = await Promise.all([a.runOnce(), b.runOnce()]);
        expect(da + db).toBe(n);
        const log = await logged();
        expect(log).toHaveLength(n);
        expect(new Set(log.map((r) => r.item_id)).size).toBe(n);
      } finally {
        await second?.close();
      }
    });
  });
});
