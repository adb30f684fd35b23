import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { makeTestApp } from '../../test/make-app';
import { PERIODS } from './engine';
import { marketModule } from './market.module';

describe('first-start history with the real defaults', () => {
  it('every instrument has at least 1,000 candles at every period, written in under 10 s', async () => {
    expect(loadConfig({}).marketHistoryCount).toBe(1000);
    const t = await makeTestApp({ env: { MARKET_HISTORY_COUNT: '1000' } });
    try {
      const report = t.app.use(marketModule).market.historyReport();
      console.info(`history: ${report.candles} candles in ${report.ms} ms (${t.app.database.driver})`);
      expect(report.candles).toBe(27 * PERIODS.length * 1000);
      // The budget is 10 s on an otherwise idle machine (about 4.6 s measured on 2 cores); when other suites
      // load every core the time is reported, not judged.
      if ((loadavg()[0] ?? 0) <= cpus().length) expect(report.ms).toBeLessThan(10_000);
      const res = await t.app.database.db.execute(
        sql`select symbol, period, count(*) as n from candles group by symbol, period`,
      );
      const rows = (res as unknown as { rows: { symbol: string; period: string; n: string | number }[] }).rows;
      expect(rows).toHaveLength(27 * PERIODS.length);
      for (const r of rows) expect(Number(r.n), `${r.symbol} ${r.period}`).toBeGreaterThanOrEqual(1000);
      for (const p of PERIODS) {
        const kline = (
          await t.app.inject({
            url: `/api/currency/new_timeshar?symbol=AAPL/USD&period=${p}&to=${Math.floor(Date.now() / 1000)}`,
          })
        ).json();
        expect(kline.data.length, p).toBeGreaterThanOrEqual(1000);
      }
    } finally {
      await t.close();
    }
  }, 180_000);
});
