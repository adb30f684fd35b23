/**
 * makeTestApp: the whole app on a fresh, empty database for one test file. In-memory PGlite by default;
 * with DATABASE_URL set, a new PostgreSQL database `t_<random>` is created through that connection and
 * dropped again in close(). Demo seeding is off unless asked.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';

export type TestApp = { app: App; config: Config; close(): Promise<void> };

export async function makeTestApp(
  overrides: Partial<Config> & {
    seed?: boolean;
    env?: Record<string, string>;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const { seed = false, env = {}, logStream, ...configOverrides } = overrides;
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Config['database'] = { kind: 'pglite', dataDir: null };

  if (serverUrl && !configOverrides.database) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = { kind: 'postgres', url: url.toString() };
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }

  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false', MARKET_HISTORY_COUNT: '30', ...env }),
    database,
    ...configOverrides,
  };
  const app = await buildApp(config, { seed, ...(logStream ? { logStream } : {}) });
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDatabase?.();
    },
  };
}

/** Signs in as an admin and returns the Authorization header to send. */
export async function adminAuth(app: App, email: string, password: string): Promise<{ authorization: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  const body = res.json();
  if (body.type !== 'ok') throw new Error(`admin login failed: ${body.message}`);
  return { authorization: `Bearer ${body.message.token}` };
}
