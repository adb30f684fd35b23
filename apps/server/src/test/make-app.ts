/**
 * makeTestApp: the whole app on a fresh, empty database for one test file. In-memory PGlite by default;
 * with DATABASE_URL set, a new PostgreSQL database `t_<random>` is created through that connection and
 * dropped again in close(). Demo seeding is off unless asked.
 */
import { type App, type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { throwawayPostgres } from './pg-throwaway';

export type TestApp = { app: App; config: Config; close(): Promise<void> };

export async function makeTestApp(
  overrides: Partial<Config> & {
    seed?: boolean;
    env?: Record<string, string>;
    logStream?: { write(line: string): void };
    modules?: BuildOptions['modules'];
    startJobs?: boolean;
  } = {},
): Promise<TestApp> {
  const { seed = false, env = {}, logStream, modules, startJobs, ...configOverrides } = overrides;
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: Config['database'] = { kind: 'pglite', dataDir: null };

  if (serverUrl && !configOverrides.database) {
    const pgDb = await throwawayPostgres(serverUrl);
    database = { kind: 'postgres', url: pgDb.url };
    dropDatabase = pgDb.drop;
  }

  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false', MARKET_HISTORY_COUNT: '30', ...env }),
    database,
    ...configOverrides,
  };
  let app: App;
  try {
    app = await buildApp(config, {
      seed,
      ...(logStream ? { logStream } : {}),
      ...(modules ? { modules } : {}),
      ...(startJobs === undefined ? {} : { startJobs }),
    });
  } catch (error) {
    await dropDatabase?.();
    throw error;
  }
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
