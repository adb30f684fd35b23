/**
 * Catch-up after downtime: the server is down for several days (the second start's clock is days later, on the same
 * database); one pass of the sweeper pays every missed day once and returns principal and yield at maturity.
 */
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/make-app';
import { restartableDatabase } from '../../test/restartable-db';
import { balance, call, DAY_MS, makeProduct, makeSaver, orderRow, sweep } from './earn.test-kit';

const env = { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' };

describe('earn across a restart', () => {
  it('pays the missed days once and matures after several days down', async () => {
    const { database, drop } = await restartableDatabase();
    try {
      const first = await makeTestApp({ database, env, startJobs: false });
      let userId = 0;
      let orderId = 0;
      let at = 0;
      try {
        const { product } = await makeProduct(first.app, { budget: '1000', days: 3, dailyRate: '0.01' });
        const u = await makeSaver(first.app, '1000');
        userId = u.id;
        at = first.app.clock.now();
        const s = await call(first.app, 'POST', '/api/lh/deposit', u, { config_id: product.id, amount: '1000' });
        expect(s.type).toBe('ok');
        orderId = s.message.id;
      } finally {
        await first.close();
      }
      const later = new Date((Math.floor(at / DAY_MS) + 3) * DAY_MS + 5_000).toISOString();
      const second = await makeTestApp({ database, env: { ...env, MARKET_CLOCK_START: later }, startJobs: false });
      try {
        await sweep(second.app);
        expect(await orderRow(second.app, orderId)).toMatchObject({ state: 'active', earnedDays: 2 });
        expect(await balance(second.app, userId, 6)).toBe('1020');
        expect(await sweep(second.app)).toBe(0);
        second.app.clock.advance(DAY_MS);
        expect(await sweep(second.app)).toBe(1);
        expect(await orderRow(second.app, orderId)).toMatchObject({ state: 'matured', earnedDays: 3 });
        expect(await balance(second.app, userId, 2)).toBe('1030');
      } finally {
        await second.close();
      }
    } finally {
      await drop();
    }
  });
});
