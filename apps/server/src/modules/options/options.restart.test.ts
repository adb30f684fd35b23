/**
 * A settlement delayed by a restart: the order expires while the server is down; after the restart (same
 * database) the sweeper still takes the first recorded price at or after expiry, not the price at restart time.
 */
import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/make-app';
import { restartableDatabase } from '../../test/restartable-db';
import { call, makeBettor, matchId, micro, orderRow, sweep, tickAt } from './options.test-kit';

const env = { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' };

describe('options across a restart', () => {
  it('settles from the first tick at or after expiry, recorded before the restart', async () => {
    const { database, drop } = await restartableDatabase();
    try {
      const first = await makeTestApp({ database, env, startJobs: false });
      let userId = 0;
      let orderId = 0;
      let expiresAt = 0;
      try {
        const u = await makeBettor(first.app, '1000');
        userId = u.id;
        tickAt(first.app, 'BTC/USDT', '60000');
        const body = { match_id: matchId(first.app, 'BTC/USDT'), currency_id: 3, type: 2, seconds: 30, number: '200' };
        const placed = await call(first.app, 'POST', '/api/microtrade/submit', u, body);
        expect(placed.type).toBe('ok');
        orderId = placed.message.id;
        expiresAt = (await orderRow(first.app, orderId)).expiresAt;
        tickAt(first.app, 'BTC/USDT', '59990', expiresAt + 2);
        tickAt(first.app, 'BTC/USDT', '61000', expiresAt + 500);
      } finally {
        await first.close();
      }
      const second = await makeTestApp({ database, env, startJobs: false });
      try {
        tickAt(second.app, 'BTC/USDT', '70000', expiresAt + 60_000);
        expect(await sweep(second.app)).toBe(1);
        const row = await orderRow(second.app, orderId);
        expect(row).toMatchObject({ state: 'settled', result: 1, endTs: expiresAt + 2 });
        expect(Number(row.endPrice)).toBe(59990);
        expect(await micro(second.app, userId)).toBe('1169.8');
      } finally {
        await second.close();
      }
    } finally {
      await drop();
    }
  });
});
