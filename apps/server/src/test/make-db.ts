/**
 * makeTestDb: a fresh, migrated database for one test file, without the app. In-memory PGlite by default;
 * with DATABASE_URL set, a new PostgreSQL database `t_<random>` (node-postgres pool of 10 connections, so races are real)
 * that close() drops again.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db';

export type TestDb = { database: Database; db: Database['db']; driver: Database['driver']; close(): Promise<void> };

export async function makeTestDb(): Promise<TestDb> {
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  if (serverUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      // pool.end() resolves before its sockets are closed; a FORCE drop would then kill them mid-goodbye and
      // the pool reports that as an uncaught error. Wait (briefly) for the server to see them gone.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  await database.migrate();
  return {
    database,
    db: database.db,
    driver: database.driver,
    async close() {
      await database.close();
      await dropDatabase?.();
    },
  };
}
