/**
 * Sweepers: time-driven work over a module's own rows ("due and not yet settled"), for option expiry, interest,
 * maturities, auction deadlines, liquidation checks...
 *
 * A sweeper's table carries `sweepColumns()` (due_at, attempts, last_error) beside its id and state columns. Each
 * pass claims due rows one at a time, each in its own transaction:
 *
 *   SELECT … WHERE state = <due> AND due_at <= now ORDER BY due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
 *   settle(tx, row)                       -- the module's work: ledger postings, receipts, its own rows
 *   UPDATE … SET state = <next> WHERE id = $id AND state = <due>   -- must change exactly one row
 *
 * so an item is settled once: a second instance skips the locked row (PostgreSQL) and, once committed, the row is no
 * longer in its due state. A failure rolls the item back; its attempt is counted in a separate transaction and the
 * row becomes due again after a back-off (2^attempts s, at most an hour), so one bad row never blocks the others.
 */
import { and, asc, count, eq, lte, min, sql } from 'drizzle-orm';
import { integer, type PgColumn, type PgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db';
import type { Scheduler } from './scheduler';

/** Columns every swept table adds (spread them into the pgTable definition). */
export function sweepColumns() {
  return {
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  };
}

export type SweptTable = PgTable & {
  id: PgColumn;
  state: PgColumn;
  dueAt: PgColumn;
  attempts: PgColumn;
  lastError: PgColumn;
};

export type Settlement = {
  /** The row's next state; never its due state. */
  state: string;
  /** Other columns of the row to write with the state. */
  set?: Record<string, unknown>;
  /** Runs after the commit (realtime pushes); never for money. */
  after?: () => void;
};

export type SweeperDef<T extends SweptTable = SweptTable> = {
  /** `<module>.<what>`, e.g. `options.expiry`. */
  name: string;
  table: T;
  /** The state value of rows waiting for their due time. */
  dueState: string;
  /** Time between passes (default 1000 ms). */
  everyMs?: number;
  /** Most items one pass settles (default 100). */
  batch?: number;
  settle(tx: Tx, row: T['$inferSelect']): Promise<Settlement>;
};

export type SweeperStats = {
  name: string;
  /** Age of the oldest due, unsettled row at the end of the last pass (0 when none waits). */
  lag_ms: number;
  /** Due rows still waiting at the end of the last pass. */
  backlog: number;
  settled: number;
  failed: number;
  last_run_at: number | null;
  last_error: string | null;
};

export type Sweeper = { name: string; runOnce(): Promise<number>; stats(): SweeperStats };

const MAX_BACKOFF_S = 3600;

/** One pass's worth of work, without a timer: tests and the scheduler call `runOnce`. */
export function createSweeper<T extends SweptTable>(
  db: Db,
  def: SweeperDef<T>,
  deps: { log: Pick<FastifyBaseLogger, 'error' | 'warn'>; now?: () => Date },
): Sweeper {
  const now = deps.now ?? (() => new Date());
  const { table } = def;
  const batch = def.batch ?? 100;
  const stats: SweeperStats = {
    name: def.name,
    lag_ms: 0,
    backlog: 0,
    settled: 0,
    failed: 0,
    last_run_at: null,
    last_error: null,
  };

  /** Settles the oldest due row; false when none is due (or all due rows are locked by another instance). */
  async function settleOne(): Promise<boolean> {
    let claimedId: unknown;
    let after: (() => void) | undefined;
    try {
      const found = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(table as PgTable)
          .where(and(eq(table.state, def.dueState), lte(table.dueAt, now())))
          .orderBy(asc(table.dueAt), asc(table.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return false;
        claimedId = (row as { id: unknown }).id;
        const outcome = await def.settle(tx, row as T['$inferSelect']);
        if (outcome.state === def.dueState) throw new Error(`${def.name}: settle left the row in its due state`);
        const moved = await tx
          .update(table as PgTable)
          .set({ ...(outcome.set ?? {}), state: outcome.state } as never)
          .where(and(eq(table.id, claimedId), eq(table.state, def.dueState)))
          .returning({ id: table.id });
        if (moved.length !== 1) throw new Error(`${def.name}: row ${String(claimedId)} changed under the sweeper`);
        after = outcome.after;
        return true;
      });
      if (found) stats.settled += 1;
      after?.();
      return found;
    } catch (error) {
      stats.failed += 1;
      stats.last_error = error instanceof Error ? error.message : String(error);
      deps.log.error({ err: error, sweeper: def.name, id: claimedId }, 'sweeper item failed');
      if (claimedId === undefined) throw error;
      await postpone(claimedId, stats.last_error);
      return true;
    }
  }

  async function postpone(id: unknown, message: string) {
    await db
      .update(table as PgTable)
      .set({
        attempts: sql`${table.attempts} + 1`,
        lastError: message.slice(0, 500),
        dueAt: sql`${now().toISOString()}::timestamptz + least(power(2, ${table.attempts} + 1), ${MAX_BACKOFF_S}) * interval '1 second'`,
      } as never)
      .where(and(eq(table.id, id), eq(table.state, def.dueState)));
  }

  async function measure() {
    const [row] = await db
      .select({ oldest: min(table.dueAt), n: count() })
      .from(table as PgTable)
      .where(and(eq(table.state, def.dueState), lte(table.dueAt, now())));
    const oldest = row?.oldest ? new Date(row.oldest as Date | string).getTime() : null;
    stats.backlog = Number(row?.n ?? 0);
    stats.lag_ms = oldest === null ? 0 : Math.max(0, now().getTime() - oldest);
  }

  return {
    name: def.name,
    async runOnce() {
      stats.last_run_at = Date.now();
      let done = 0;
      while (done < batch && (await settleOne())) done += 1;
      await measure();
      return done;
    },
    stats: () => ({ ...stats }),
  };
}

export type SweeperRegistry = {
  add(def: SweeperDef): Sweeper;
  list(): Sweeper[];
  stats(): SweeperStats[];
};

/** Keeps every module's sweepers and runs each as a job of the scheduler. */
export function createSweeperRegistry(
  db: Db,
  scheduler: Scheduler,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): SweeperRegistry {
  const sweepers = new Map<string, Sweeper>();
  return {
    add(def) {
      if (sweepers.has(def.name)) throw new Error(`sweeper ${def.name} is defined twice`);
      const sweeper = createSweeper(db, def, { log });
      sweepers.set(def.name, sweeper);
      scheduler.every(`sweep:${def.name}`, def.everyMs ?? 1000, async () => {
        await sweeper.runOnce();
      });
      return sweeper;
    },
    list: () => [...sweepers.values()],
    stats: () => [...sweepers.values()].map((s) => s.stats()),
  };
}
