/**
 * The dev clock route: present only with DEV_CLOCK outside production (a production start with it set is refused),
 * answered only to a signed-in super admin, forward only, and the sweepers follow it.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { adminModule, DEMO_ADMIN } from '../modules/admin';
import { adminAuth, makeTestApp } from '../test/make-app';

describe('dev clock', () => {
  it('moves the platform clock forward for a signed-in admin when DEV_CLOCK is set, and for nobody else', async () => {
    const t = await makeTestApp({ env: { DEV_CLOCK: 'true', MARKET_SIM_SYMBOLS: 'none' }, startJobs: false });
    try {
      await t.app.use(adminModule).admin.create(null, DEMO_ADMIN);
      const headers = await adminAuth(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const before = t.app.clock.now();
      const stranger = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: 24 } });
      expect(stranger.json().type).toBe('999');
      expect(t.app.clock.now() - before).toBeLessThan(3_600_000);
      const r = await t.app.inject({ method: 'POST', url: '/api/dev/clock', headers, payload: { hours: 24 } });
      expect(r.json().type).toBe('ok');
      expect(r.json().message.now - before).toBeGreaterThanOrEqual(24 * 3_600_000);
      const back = await t.app.inject({ method: 'POST', url: '/api/dev/clock', headers, payload: { hours: -1 } });
      expect(back.json().type).not.toBe('ok');
    } finally {
      await t.close();
    }
  });

  it('does not exist without DEV_CLOCK', async () => {
    const t = await makeTestApp({ env: { MARKET_SIM_SYMBOLS: 'none' }, startJobs: false });
    try {
      const r = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: 24 } });
      expect(r.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('refuses to start a production server with DEV_CLOCK set', () => {
    const prod = { NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(32), PRICE_LOG_KEY: '0'.repeat(64) };
    expect(() => loadConfig({ ...prod, DEV_CLOCK: 'true' })).toThrow(/DEV_CLOCK/);
    expect(loadConfig({ ...prod, DEV_CLOCK: 'false' }).devClock).toBe(false);
  });
});
