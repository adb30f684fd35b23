/**
 * Two whole server instances on one PostgreSQL database, each running the platform's scheduler with the same
 * sweeper (a test module's), settle every due row exactly once between them. This needs a real PostgreSQL
 * (DATABASE_URL, else the local server on 127.0.0.1:5432): PGlite is one process and cannot be shared.
 */
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { MODULES } from '../modules';
import { throwawayPostgres } from '../test/pg-throwaway';
import { sqlRows } from '../test/sql-rows';
import { defineModule } from './module';
import { sweepColumns } from './sweeper';

const jobs = pgTable('two_instance_jobs', {
  id: serial('id').primaryKey(),
  state: text('state').notNull(),
  n: integer('n').notNull(),
  ...sweepColumns(),
});

const sweepTestModule = (instance: string) =>
  defineModule({
    name: 'sweeptest',
    tables: {},
    create: () => ({
      exports: {},
      sweepers: [
        {
          name: 'sweeptest.jobs',
          table: jobs,
          dueState: 'due',
          everyMs: 10,
          batch: 20,
          async settle(tx, row) {
            await tx.execute(sql`insert into two_instance_log (job_id, instance) values (${row.id}, ${instance})`);
            return { state: 'done' };
          },
        },
      ],
    }),
  });

let pgDb: Awaited<ReturnType<typeof throwawayPostgres>>;
const apps: App[] = [];

beforeAll(async () => {
  pgDb = await throwawayPostgres();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false', MARKET_HISTORY_COUNT: '5' }),
    database: { kind: 'postgres' as const, url: pgDb.url },
  };
  // One after the other: the first applies the migrations, the second finds them applied.
  for (const instance of ['a', 'b']) {
    const app = await buildApp(config, { modules: [...MODULES, sweepTestModule(instance)], startJobs: false });
    apps.push(app);
  }
  const db = apps[0]!.database.db;
  await db.execute(sql`create table two_instance_jobs (id serial primary key, state text not null,
    n integer not null, due_at timestamptz not null, attempts integer not null default 0, last_error text)`);
  await db.execute(sql`create table two_instance_log (job_id integer not null, instance text not null)`);
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await pgDb?.drop();
});

describe('two server instances on one PostgreSQL', () => {
  it('settle every due item exactly once between them', async () => {
    const [a, b] = apps as [App, App];
    expect(a.database.driver).toBe('postgres');
    const total = 400;
    await a.database.db
      .insert(jobs)
      .values(
        Array.from({ length: total }, (_, i) => ({ state: 'due', n: i, dueAt: new Date(Date.now() - 1000 + i) })),
      );
    a.scheduler.start();
    b.scheduler.start();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await sqlRows<{ n: number }>(
        a.database.db,
        sql`select count(*)::int as n from two_instance_jobs where state = 'due'`,
      );
      if (row?.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${row?.n} items still due`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const log = await sqlRows<{ job_id: number; instance: string }>(
      a.database.db,
      sql`select job_id, instance from two_instance_log`,
    );
    expect(log).toHaveLength(total);
    expect(new Set(log.map((r) => r.job_id)).size).toBe(total);
    const byInstance = {
      a: log.filter((r) => r.instance === 'a').length,
      b: log.filter((r) => r.instance === 'b').length,
    };
    expect(byInstance.a + byInstance.b).toBe(total);
    // Each instance's sweeper reports itself in /api/health; after one more pass nothing is left.
    // (Found by name: the listed modules have sweepers of their own, e.g. accounts.login_mail.)
    const ours = (app: App) => app.sweepers.list().find((s) => s.name === 'sweeptest.jobs')!;
    for (const app of apps) await ours(app).runOnce();
    const health = (await b.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.message.sweepers).toContainEqual({ name: 'sweeptest.jobs', lag_ms: expect.any(Number), backlog: 0 });
    const settled = ours(a).stats().settled + ours(b).stats().settled;
    expect(settled).toBe(total);
  });
});
