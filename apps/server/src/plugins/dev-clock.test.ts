/** The dev clock route: present only with DEV_CLOCK outside production, forward only, and the sweepers follow it. */
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../test/make-app';

describe('dev clock', () => {
  it('moves the platform clock forward when DEV_CLOCK is set', async () => {
    const t = await makeTestApp({ env: { DEV_CLOCK: 'true', MARKET_SIM_SYMBOLS: 'none' }, startJobs: false });
    try {
      const before = t.app.clock.now();
      const r = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: 24 } });
      expect(r.json().type).toBe('ok');
      expect(r.json().message.now - before).toBeGreaterThanOrEqual(24 * 3_600_000);
      const back = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { hours: -1 } });
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
});
