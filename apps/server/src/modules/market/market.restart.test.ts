import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { makeTestApp } from '../../test/make-app';
import { restartableDatabase } from '../../test/restartable-db';
import { marketModule } from './market.module';
import { countRows } from './market.test-kit';

async function btcTicks(app: App): Promise<number[]> {
  await app.use(marketModule).market.flush();
  const res = await app.database.db.execute(sql`select ts from ticks where symbol = 'BTC/USDT' order by ts`);
  return (res as unknown as { rows: { ts: string | number }[] }).rows.map((r) => Number(r.ts));
}

// The simulator ticks once a second on the wall clock; the test waits for ticks to be stored, never for a time.
const waitForTicks = (app: App, atLeast: number) =>
  vi.waitFor(
    async () => {
      const ts = await btcTicks(app);
      if (ts.length < atLeast) throw new Error(`${ts.length} of ${atLeast} ticks stored`);
      return ts;
    },
    { timeout: 20_000, interval: 100 },
  );

// A PGlite data folder opened again, or the same PostgreSQL database when DATABASE_URL is set.
describe('restart on the same database', () => {
  it('the simulator continues its saved state tick for tick; candles and ticks persist; no history rewrite', async () => {
    const { database, drop } = await restartableDatabase();
    try {
      const first = await makeTestApp({ database });
      const generated = first.app.use(marketModule).market.historyReport().candles;
      expect(generated).toBeGreaterThan(0);
      const before = await waitForTicks(first.app, 2);
      await first.close();

      const second = await makeTestApp({ database });
      try {
        expect(second.app.use(marketModule).market.historyReport().candles).toBe(0);
        const ts = await waitForTicks(second.app, before.length + 2);
        // one tick a second across the restart: no gap, no repeat (a fresh simulator would restart at "now")
        for (let i = 1; i < ts.length; i++) expect((ts[i] as number) - (ts[i - 1] as number)).toBe(1000);
        expect(await countRows(second.app, sql`select count(*) as n from candles where count = 0`)).toBe(generated);
      } finally {
        await second.close();
      }
    } finally {
      await drop();
    }
  });
});
