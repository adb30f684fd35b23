/**
 * The database: Drizzle on PGlite (embedded, default) or on PostgreSQL through node-postgres when
 * DATABASE_URL is postgres://. Both speak the same SQL and share one set of migrations in ./drizzle.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseTarget, SERVER_ROOT } from '../config';

/**
 * What services and repositories take: the database or a transaction of it (both drivers). Queries name their
 * tables (select/insert/update), so the client carries no schema; the tables are the modules' (modules/index.ts).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const MIGRATIONS = resolve(SERVER_ROOT, 'drizzle');

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client that loses its connection (server restart, admin shutdown) makes the pool emit 'error';
    // without a listener that would crash the process. The pool drops that client and opens a new one on demand.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool);
    return wrap(
      db as unknown as Db,
      'postgres',
      () => migrateNodePg(db, { migrationsFolder: MIGRATIONS }),
      () => pool.end(),
    );
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client);
  return wrap(
    db as unknown as Db,
    'pglite',
    () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    () => client.close(),
  );
}

function wrap(db: Db, driver: Database['driver'], migrate: () => Promise<void>, close: () => Promise<void>): Database {
  let closed = false;
  return {
    db,
    driver,
    migrate,
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}
