/**
 * A throwaway PostgreSQL database `t_<random>` on the server at `serverUrl`, for one test file; `drop()` removes
 * it again. The server URL is DATABASE_URL when set, else the local server CI provides (tests that need real
 * PostgreSQL — two instances on one database — fail, never skip, when none answers).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function throwawayPostgres(
  serverUrl = process.env.DATABASE_URL || LOCAL_POSTGRES,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`this test needs PostgreSQL at ${serverUrl} (set DATABASE_URL): ${String(error)}`);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
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
    },
  };
}
