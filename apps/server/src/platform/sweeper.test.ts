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
    expect(sweeper.stats()).toMatchObject({ settled: 1, failed: 1, last_error: 'price missing', backlog: 0 });
    // The failed item's log line rolled back with it; the other item settled.
    expect(await logged()).toEqual([{ item_id: 2, runner: 'a' }]);
    const [first] = await t.db.select().from(items).where(sql`id = 1`);
    expect(first).toMatchObject({ state: 'open', attempts: 1, lastError: 'price missing' });
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
});
