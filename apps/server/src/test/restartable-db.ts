/**
 * A database that outlives one app, for restart tests: a PGlite data folder, or with DATABASE_URL a throwaway
 * PostgreSQL database, so the same restart test runs on both drivers. Pass `database` to makeTestApp for each
 * instance (makeTestApp then leaves it alone) and call drop() once at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config';
import { throwawayPostgres } from './pg-throwaway';

export async function restartableDatabase(): Promise<{ database: Config['database']; drop(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pg = await throwawayPostgres(process.env.DATABASE_URL);
    return { database: { kind: 'postgres', url: pg.url }, drop: pg.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'openx-restart-'));
  return {
    database: { kind: 'pglite', dataDir: join(dir, 'pglite') },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
