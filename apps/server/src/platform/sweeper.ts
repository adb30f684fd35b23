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
 *
 * A sweeper may settle `chunk` rows per transaction instead (claimed together, settled in turn, one commit): a
 * settlement is several statements and a commit, and a day's accruals or an expiry's orders are thousands of rows
 * due at once. Any failure in a chunk (a bad row, a deadlock with another instance or a user's request) rolls the
 * whole chunk back and the rest of the pass goes one row per transaction as above, so the bad row is found, counted
 * and backed off alone. A pass that used its whole batch asks the scheduler to run again at once (`AGAIN`), so a
 * backlog is worked through without waiting a period between batches.
 *
 * A sweeper with `settleMany` settles a chunk in one call, its module batching the reads and writes (one ledger
 * `postMany`, one receipts insert), and the sweeper writes the rows' states in one
 * `UPDATE … FROM json_to_recordset(…)` that must find every row still due: a chunk then costs a handful of round
 * trips instead of ten per row.
 */
import { and, asc, count, eq, getTableColumns, inArray, is, lte, min, SQL, sql } from 'drizzle-orm';
import { integer, type PgColumn, type PgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db';
import { AGAIN, type Scheduler } from './scheduler';
import { errorSummary } from './sweeper-error';

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

/**
 * What a settlement returns: the row's next state, or `{ later: ms }` when the row cannot be settled yet (for
 * example an option whose end price has not been recorded): the row stays in its due state with due_at moved `ms`
 * ahead of now, attempts and last_error unchanged, and it counts neither as settled nor as failed. A settle that
 * answers `later` must not have written anything else (its transaction commits the new due_at).
 */
export type Settlement = SettledOutcome | RecurringOutcome | { later: number };

/**
 * A recurring row (a daily accrual, say): this occurrence is settled, and the row stays in its due state, due
 * again at `again` (which must be later than now). Counted as settled.
 */
export type RecurringOutcome = {
  again: Date;
  set?: Record<string, unknown>;
  after?: () => void;
};

export type SettledOutcome = {
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
  /**
   * Rows settled per transaction (default 1). Holds the accounts a chunk touches until its commit (on PGlite, the
   * one connection), so keep it to tens, and only for settlements that never wait on another instance's row.
   */
  chunk?: number;
  settle(tx: Tx, row: T['$inferSelect']): Promise<Settlement>;
  /**
   * Settles a whole chunk at once (its reads and writes batched: one ledger `postMany`, one receipts insert...),
   * answering one outcome per row in the order given; the sweeper then writes the rows' states in one statement
   * per kind of outcome. Used for chunks when given; `settle` remains the path of single rows, and so of the
   * fallback after a failed chunk. Must give the same outcome as `settle` on each row in turn.
   */
  settleMany?(tx: Tx, rows: T['$inferSelect'][]): Promise<Settlement[]>;
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

export type Sweeper = {
  name: string;
  /** One pass: the number of rows handled (settled, or failed and backed off). */
  runOnce(): Promise<number>;
  /** One pass, and whether it stopped at its batch size with rows still due. */
  runPass(): Promise<{ handled: number; full: boolean }>;
  stats(): SweeperStats;
};

const MAX_BACKOFF_S = 3600;

/** The type a row cell is read as for a column (serial types are not types a cast accepts). */
function castOf(col: PgColumn): string {
  const t = col.getSQLType();
  return { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' }[t] ?? t;
}

/**
 * Lets timers and I/O run between two items. PGlite answers in microtasks, so without it a pass (up to `batch`
 * transactions, seconds under a backlog) would hold the whole event loop: HTTP, sockets, the market feed and the
 * other jobs would wait for its end, and a settlement waiting for a tick (`later`) could not see one arrive.
 */
const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One pass's worth of work, without a timer: tests and the scheduler call `runOnce`. */
export function createSweeper<T extends SweptTable>(
  db: Db,
  def: SweeperDef<T>,
  deps: {
    log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
    now?: () => Date;
    /**
     * Whether the claim locks its rows (default true). PGlite is one connection in one process: no other
     * transaction can run beside a chunk, so the lock guards nothing there and costs a heap write per row
     * (about 6 ms a 250-row claim).
     */
    rowLocks?: boolean;
  },
): Sweeper {
  const now = deps.now ?? (() => new Date());
  const { table } = def;
  const batch = def.batch ?? 100;
  const chunk = Math.max(1, Math.floor(def.chunk ?? 1));
  const stats: SweeperStats = {
    name: def.name,
    lag_ms: 0,
    backlog: 0,
    settled: 0,
    failed: 0,
    last_run_at: null,
    last_error: null,
  };

  let deferred = 0;

  function claim(tx: Tx, limit: number) {
    const due = tx
      .select()
      .from(table as PgTable)
      .where(and(eq(table.state, def.dueState), lte(table.dueAt, now())))
      .orderBy(asc(table.dueAt), asc(table.id))
      .limit(limit);
    return deps.rowLocks === false ? due : due.for('update', { skipLocked: true });
  }

  /** Settles one claimed row inside `tx`: true when settled, false when put off (`later`). Throws on failure. */
  async function settleRow(tx: Tx, row: Record<string, unknown>, afters: (() => void)[]): Promise<boolean> {
    const outcome = await def.settle(tx, row as T['$inferSelect']);
    if ('later' in outcome) {
      await putOff(tx, [row.id], outcome.later);
      return false;
    }
    await moveOne(tx, { id: row.id, values: nextValues(outcome) });
    if (outcome.after) afters.push(outcome.after);
    return true;
  }

  /** A chunk through `settleMany`: the outcomes, then one update per kind of outcome. Answers the number settled. */
  async function settleRows(tx: Tx, rows: Record<string, unknown>[], afters: (() => void)[]): Promise<number> {
    const outcomes = await def.settleMany!(tx, rows as T['$inferSelect'][]);
    if (outcomes.length !== rows.length)
      throw new Error(`${def.name}: settleMany answered ${outcomes.length} of ${rows.length}`);
    const laterByMs = new Map<number, unknown[]>();
    const moves: { id: unknown; values: Record<string, unknown> }[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      const id = rows[i]!.id;
      if ('later' in outcome) {
        laterByMs.set(outcome.later, [...(laterByMs.get(outcome.later) ?? []), id]);
        continue;
      }
      moves.push({ id, values: nextValues(outcome) });
      if (outcome.after) afters.push(outcome.after);
    }
    for (const [ms, ids] of laterByMs) await putOff(tx, ids, ms);
    await moveRows(tx, moves);
    return moves.length;
  }

  /**
   * The columns a settled or recurring outcome writes to its row, refusing a transition that stays in the due
   * state and a recurrence that is not later than now (it would run forever in one pass).
   */
  function nextValues(outcome: SettledOutcome | RecurringOutcome): Record<string, unknown> {
    if ('again' in outcome && outcome.again.getTime() <= now().getTime()) {
      throw new Error(`${def.name}: a recurring row must be due again later than now`);
    }
    if ('state' in outcome && outcome.state === def.dueState) {
      throw new Error(`${def.name}: settle left the row in its due state`);
    }
    const next = 'again' in outcome ? { dueAt: outcome.again, attempts: 0, lastError: null } : { state: outcome.state };
    return { ...(outcome.set ?? {}), ...next };
  }

  /** Rows answered `later`: due again `ms` from now, nothing else changed. */
  async function putOff(tx: Tx, ids: unknown[], ms: number) {
    await tx
      .update(table as PgTable)
      .set({ dueAt: new Date(now().getTime() + Math.max(1, Math.round(ms))) } as never)
      .where(and(inArray(table.id, ids), eq(table.state, def.dueState)));
  }

  /**
   * Writes each settled row's new columns, one `UPDATE … FROM (VALUES …)` per set of columns, and checks that every
   * row was still in its due state (as the one-row path does).
   */
  async function moveRows(tx: Tx, moves: { id: unknown; values: Record<string, unknown> }[]) {
    const groups = new Map<string, typeof moves>();
    for (const m of moves) {
      const key = Object.keys(m.values).sort().join(',');
      groups.set(key, [...(groups.get(key) ?? []), m]);
    }
    const columns = getTableColumns(table as PgTable) as Record<string, PgColumn>;
    for (const [key, group] of groups) {
      const names = key.split(',');
      const cols = names.map((n) => {
        const col = columns[n];
        if (!col) throw new Error(`${def.name}: no column ${n}`);
        return col;
      });
      if (group.some((m) => names.some((n) => is(m.values[n], SQL)))) {
        for (const m of group) await moveOne(tx, m);
        continue;
      }
      const idCol = table.id as PgColumn;
      // The rows travel as one JSON parameter (json_to_recordset), not as a bind parameter per cell.
      const cell = (c: PgColumn, v: unknown) => {
        if (v === null || v === undefined) return null;
        return ['json', 'jsonb'].includes(c.getSQLType()) ? v : c.mapToDriverValue(v);
      };
      const records = group.map((m) =>
        Object.fromEntries([
          ['_id', idCol.mapToDriverValue(m.id)],
          ...cols.map((c, j) => [c.name, cell(c, m.values[names[j]!])]),
        ]),
      );
      const moved = (await tx.execute(
        sql`update ${table} set ${sql.join(
          cols.map((c) => sql`${sql.identifier(c.name)} = v.${sql.identifier(c.name)}`),
          sql`, `,
        )}
            from json_to_recordset(${JSON.stringify(records)}::json) as v(${sql.join(
              [
                sql`${sql.identifier('_id')} ${sql.raw(castOf(idCol))}`,
                ...cols.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(castOf(c))}`),
              ],
              sql`, `,
            )})
            where ${table}.${sql.identifier(idCol.name)} = v._id
              and ${table}.${sql.identifier((table.state as PgColumn).name)} = ${def.dueState}
            returning ${table}.${sql.identifier(idCol.name)}`,
      )) as unknown as { rows: unknown[] };
      if (moved.rows.length !== group.length) {
        throw new Error(`${def.name}: ${group.length - moved.rows.length} rows changed under the sweeper`);
      }
    }
  }

  async function moveOne(tx: Tx, m: { id: unknown; values: Record<string, unknown> }) {
    const moved = await tx
      .update(table as PgTable)
      .set(m.values as never)
      .where(and(eq(table.id, m.id), eq(table.state, def.dueState)))
      .returning({ id: table.id });
    if (moved.length !== 1) throw new Error(`${def.name}: row ${String(m.id)} changed under the sweeper`);
  }

  function runAfters(afters: (() => void)[]) {
    for (const after of afters) {
      try {
        after();
      } catch (error) {
        deps.log.error({ err: error, sweeper: def.name }, 'sweeper after-commit hook failed');
      }
    }
  }

  /** Settles the oldest due row; false when none is due (or all due rows are locked by another instance). */
  async function settleOne(): Promise<boolean> {
    let claimedId: unknown;
    const afters: (() => void)[] = [];
    try {
      const found = await db.transaction(async (tx) => {
        const [row] = await claim(tx, 1);
        if (!row) return false;
        claimedId = (row as { id: unknown }).id;
        const settled = await settleRow(tx, row as Record<string, unknown>, afters);
        if (!settled) deferred += 1;
        return settled;
      });
      if (found) stats.settled += 1;
      runAfters(afters);
      return found;
    } catch (error) {
      stats.failed += 1;
      // The status screens and the row get a code and a short message; the log gets the details.
      stats.last_error = errorSummary(error);
      deps.log.error({ err: error, sweeper: def.name, id: claimedId }, 'sweeper item failed');
      if (claimedId === undefined) throw error;
      await postpone(claimedId, stats.last_error);
      return true;
    }
  }

  /**
   * Claims up to `limit` due rows and settles them in one transaction. `null` when the chunk failed and was rolled
   * back (nothing of it is written; the caller goes on one row at a time).
   */
  async function settleChunk(limit: number): Promise<{ claimed: number; settled: number; put: number } | null> {
    const afters: (() => void)[] = [];
    try {
      const result = await db.transaction(async (tx) => {
        const rows = await claim(tx, limit);
        if (def.settleMany && rows.length > 0) {
          const settled = await settleRows(tx, rows as Record<string, unknown>[], afters);
          return { claimed: rows.length, settled, put: rows.length - settled };
        }
        let settled = 0;
        for (const [i, row] of rows.entries()) {
          // Timers and I/O run between rows here too (the database itself waits for the chunk's commit).
          if (i > 0) await turnOfTheLoop();
          if (await settleRow(tx, row as Record<string, unknown>, afters)) settled += 1;
        }
        return { claimed: rows.length, settled, put: rows.length - settled };
      });
      stats.settled += result.settled;
      deferred += result.put;
      runAfters(afters);
      return result;
    } catch (error) {
      deps.log.warn({ err: error, sweeper: def.name }, 'sweeper chunk rolled back; settling one row at a time');
      return null;
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

  async function runPass(): Promise<{ handled: number; full: boolean }> {
    stats.last_run_at = Date.now();
    let done = 0;
    let tries = 0;
    let single = chunk <= 1;
    let exhausted = false;
    // A deferred row counts as a try, not as settled; it is no longer due, so the next claim sees the next row.
    while (tries < batch && !exhausted) {
      if (!single) {
        const want = Math.min(chunk, batch - tries);
        const result = await settleChunk(want);
        if (result === null) {
          single = true;
        } else {
          tries += result.claimed;
          done += result.settled;
          exhausted = result.claimed < want;
        }
      } else {
        const before = deferred;
        const found = await settleOne();
        tries += 1;
        if (found) done += 1;
        else if (deferred === before) exhausted = true;
      }
      await turnOfTheLoop();
    }
    await measure();
    return { handled: done, full: !exhausted && stats.backlog > 0 };
  }

  return {
    name: def.name,
    runPass,
    runOnce: async () => (await runPass()).handled,
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
  /** The platform clock (epoch ms): due times are read against it. */
  now: () => number = Date.now,
  /** False on PGlite (one connection: see `createSweeper`). */
  rowLocks = true,
): SweeperRegistry {
  const sweepers = new Map<string, Sweeper>();
  return {
    add(def) {
      if (sweepers.has(def.name)) throw new Error(`sweeper ${def.name} is defined twice`);
      const sweeper = createSweeper(db, def, { log, now: () => new Date(now()), rowLocks });
      sweepers.set(def.name, sweeper);
      scheduler.every(`sweep:${def.name}`, def.everyMs ?? 1000, async () =>
        (await sweeper.runPass()).full ? AGAIN : undefined,
      );
      return sweeper;
    },
    list: () => [...sweepers.values()],
    stats: () => [...sweepers.values()].map((s) => s.stats()),
  };
}
