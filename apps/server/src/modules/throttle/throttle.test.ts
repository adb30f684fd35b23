/**
 * The throttle under concurrency and restarts: an attempt is counted before the secret is checked, so parallel
 * tries beyond the limit are refused without a check; locks survive a restart and are shared by instances.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { makeTestDb, type TestDb } from '../../test/make-db';
import { throwawayPostgres } from '../../test/pg-throwaway';
import { call, freshIp, makeUser, registerUser, securityCode } from '../accounts/accounts.test-helpers';
import { ACCOUNT_RULE, ADDRESS_RULE } from './throttle.rules';
import { createThrottleService } from './throttle.service';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: true, demo: true });
}, 60_000);
afterAll(async () => t.close());

const WRONG = 'Wrong account or password';
const LOCKED = /^Too many failed attempts/;
const BUSY = 'Another pay password check is still running, try again in a moment';

describe('throttle service', () => {
  let d: TestDb;
  beforeAll(async () => {
    d = await makeTestDb();
  });
  afterAll(async () => d.close());

  it('of 40 parallel attempts on one key exactly the limit get through', async () => {
    const throttle = createThrottleService(d.db);
    const passes = await Promise.all(
      Array.from({ length: 40 }, () => throttle.attempt([{ key: 'k:parallel', rule: ACCOUNT_RULE }])),
    );
    expect(passes.filter((p) => p.allowed)).toHaveLength(ACCOUNT_RULE.max);
    const refused = passes.find((p) => !p.allowed);
    expect(refused && !refused.allowed && refused.retryAfterMs).toBeGreaterThan(14 * 60_000);
  });

  it('a released slot (address rule) lets good attempts through without end; a reset starts a key again', async () => {
    const throttle = createThrottleService(d.db);
    for (let i = 0; i < ADDRESS_RULE.max * 2; i++) {
      const pass = await throttle.attempt([{ key: 'ip:office', rule: ADDRESS_RULE }]);
      expect(pass.allowed).toBe(true);
      await pass.succeeded?.();
    }
    for (let i = 0; i < ACCOUNT_RULE.max; i++) await throttle.attempt([{ key: 'k:reset', rule: ACCOUNT_RULE }]);
    expect((await throttle.attempt([{ key: 'k:reset', rule: ACCOUNT_RULE }])).allowed).toBe(false);
    await throttle.reset('k:reset');
    expect((await throttle.attempt([{ key: 'k:reset', rule: ACCOUNT_RULE }])).allowed).toBe(true);
  });

  it('a lock ends after its time and the key starts again; prune drops only finished counters', async () => {
    let clock = Date.UTC(2031, 0, 1);
    const throttle = createThrottleService(d.db, () => clock);
    for (let i = 0; i <= ACCOUNT_RULE.max; i++) await throttle.attempt([{ key: 'k:time', rule: ACCOUNT_RULE }]);
    expect((await throttle.attempt([{ key: 'k:time', rule: ACCOUNT_RULE }])).allowed).toBe(false);
    await throttle.prune(60_000); // the lock is still in force: the counter stays
    expect((await throttle.attempt([{ key: 'k:time', rule: ACCOUNT_RULE }])).allowed).toBe(false);
    clock += ACCOUNT_RULE.lockMs + 1;
    expect((await throttle.attempt([{ key: 'k:time', rule: ACCOUNT_RULE }])).allowed).toBe(true);
    clock += 2 * 24 * 3600_000;
    expect(await throttle.prune(24 * 3600_000)).toBeGreaterThanOrEqual(1);
  });
});

describe('secret checks under parallel attack', () => {
  it('39 parallel wrong logins then the right one: 5 passwords checked, the right one refused', async () => {
    const { email, password } = await registerUser(t.app);
    const wrong = await Promise.all(
      Array.from({ length: 39 }, () =>
        call(t.app, 'POST', '/api/user/login', { body: { user_string: email, password: 'wrong-pass' }, ip: freshIp() }),
      ),
    );
    expect(wrong.filter((r) => r.message === WRONG)).toHaveLength(5);
    expect(wrong.filter((r) => LOCKED.test(r.message))).toHaveLength(34);
    const right = await call(t.app, 'POST', '/api/user/login', {
      body: { user_string: email, password },
      ip: freshIp(),
    });
    expect(right.type).toBe('error');
    expect(right.message).toMatch(LOCKED);
  });

  it('16 parallel wrong pay passwords: 5 checked, the rest refused unchecked', async () => {
    const login = await call(t.app, 'POST', '/api/user/login', {
      body: { user_string: 'demo@example.com', password: 'Demo12345' },
      ip: freshIp(),
    });
    const auth = { authorization: login.message as string };
    const tries = await Promise.all(
      Array.from({ length: 16 }, () =>
        call(t.app, 'POST', '/api/user/cash_save', {
          auth,
          ip: freshIp(),
          body: {
            real_name: 'Demo User',
            bank_name: 'Bank',
            bank_account: '6222020000000000',
            bank_dizhi: 'City',
            bank_network: 'Branch',
            pay_password: '999999',
          },
        }),
      ),
    );
    expect(tries.filter((r) => r.message === 'Wrong pay password')).toHaveLength(5);
    // Refused while the five were still being checked (busy) or after they failed (locked): never checked.
    expect(tries.filter((r) => r.message === BUSY || /^Too many wrong pay passwords/.test(r.message))).toHaveLength(11);
  });

  it('20 parallel right pay passwords: none is told it was wrong; then 5 wrong ones lock with the locked message', async () => {
    const u = await makeUser(t.app);
    const code = await securityCode(t.app, u.auth, u.email);
    const pay = await call(t.app, 'POST', '/api/safe/pay_password', {
      auth: u.auth,
      body: { password: '135790', re_password: '135790', code },
    });
    expect(pay.type).toBe('ok');
    const prove = (pay_password: string) =>
      call(t.app, 'POST', '/api/safe/anti_phishing', { auth: u.auth, body: { code: 'Orca-42', pay_password } });
    const right = await Promise.all(Array.from({ length: 20 }, () => prove('135790')));
    const messages = right.map((r) => (r.type === 'ok' ? 'ok' : (r.message as string)));
    expect(messages.filter((m) => m !== 'ok' && m !== BUSY)).toEqual([]);
    expect(messages.filter((m) => m === 'ok').length).toBeGreaterThanOrEqual(ACCOUNT_RULE.max);
    // Once the checks are done, the right password goes through at once: nothing was counted against it.
    expect((await prove('135790')).type).toBe('ok');
    for (let i = 0; i < ACCOUNT_RULE.max; i++) expect((await prove('000000')).message).toBe('Wrong pay password');
    expect((await prove('135790')).message).toBe('Too many wrong pay passwords, try again in 15 min');
  });

  it('admin: 30 wrong passwords from 30 addresses, then the right one, is refused', async () => {
    const tries = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: freshIp(),
          payload: { email: 'admin@example.com', password: 'not-it' },
        }),
      ),
    );
    const messages = tries.map((r) => r.json().message as string);
    expect(messages.filter((m) => m === 'Invalid email or password')).toHaveLength(5);
    await expect(adminAuth(t.app, 'admin@example.com', 'Admin12345')).rejects.toThrow(/Too many attempts/);
  });
});

describe('locks outlive the process and are shared by instances', () => {
  it('a lock holds after a restart (PGlite on disk) or on a second instance (PostgreSQL)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openx-throttle-'));
    const pg = process.env.DATABASE_URL ? await throwawayPostgres() : undefined;
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false', MARKET_HISTORY_COUNT: '5' }),
      database: pg ? { kind: 'postgres' as const, url: pg.url } : { kind: 'pglite' as const, dataDir: join(dir, 'db') },
      dataDir: dir,
    };
    const apps: App[] = [];
    try {
      const first = await buildApp(config, { startJobs: false });
      apps.push(first);
      const { email, password } = await registerUser(first);
      for (let i = 0; i < 5; i++) {
        const r = await call(first, 'POST', '/api/user/login', {
          body: { user_string: email, password: 'nope-nope' },
          ip: freshIp(),
        });
        expect(r.message).toBe(WRONG);
      }
      // PGlite is one process: restart on the same folder. PostgreSQL: a second instance beside the first.
      if (!pg) await apps.pop()?.close();
      const second = await buildApp(config, { startJobs: false });
      apps.push(second);
      const r = await call(second, 'POST', '/api/user/login', {
        body: { user_string: email, password },
        ip: freshIp(),
      });
      expect(r.message).toMatch(LOCKED);
    } finally {
      for (const app of apps) await app.close();
      await pg?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
