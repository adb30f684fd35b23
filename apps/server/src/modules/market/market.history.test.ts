import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { makeTestApp } from '../../test/make-app';
import { PERIODS } from './engine';
import { marketModule } from './market.module';

describe('first-start history with the real defaults', () => {
  it('every instrument has at least 1,000 candles at every period', async () => {
    expect(loadConfig({}).marketHistoryCount).toBe(1000);
    const t = await makeTestApp({ env: { MARKET_HISTORY_COUNT: '1000' } });
    try {
      const report = t.app.use(marketModule).market.historyReport();
      expect(report.candles).toBe(27 * PERIODS.length * 1000);
      // Its time (10 s budget on an idle machine) is measured by `npm run bench:history`, never asserted here.
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
