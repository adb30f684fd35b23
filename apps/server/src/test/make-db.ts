/**
 * makeTestDb: a fresh, migrated database for one test file, without the app. In-memory PGlite by default;
 * with DATABASE_URL set, a new PostgreSQL database `t_<random>` (node-postgres pool of 10 connections, so races are real)
 * that close() drops again.
 */
import { type Database, openDatabase } from '../db';
import { throwawayPostgres } from './pg-throwaway';

export type TestDb = {
  database: Database;
  db: Database['db'];
  driver: Database['driver'];
  /** The PostgreSQL database's URL (a second pool can open it, as a second instance would); undefined on PGlite. */
  url: string | undefined;
  close(): Promise<void>;
};

export async function makeTestDb(): Promise<TestDb> {
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Database;
  let url: string | undefined;
  if (process.env.DATABASE_URL) {
    const pgDb = await throwawayPostgres();
    url = pgDb.url;
    database = await openDatabase({ kind: 'postgres', url });
    dropDatabase = pgDb.drop;
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  await database.migrate();
  return {
    database,
    db: database.db,
    driver: database.driver,
    url,
    async close() {
      await database.close();
      await dropDatabase?.();
    },
  };
}
