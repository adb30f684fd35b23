import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../test/make-app';
import { marketModule } from './market.module';
import { countRows } from './market.test-kit';

const dir = mkdtempSync(join(tmpdir(), 'market-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// PGlite on a data folder only: a restart is the same folder opened again.
describe.skipIf(process.env.DATABASE_URL)('restart on the same PGlite data folder', () => {
  it('the simulator continues its saved state tick for tick; candles and ticks persist; no history rewrite', async () => {
    const database = { kind: 'pglite' as const, dataDir: dir };
    const first = await makeTestApp({ database });
    const generated = first.app.use(marketModule).market.historyReport().candles;
    expect(generated).toBeGreaterThan(0);
    await sleep(2200);
    await first.close();

    const second = await makeTestApp({ database });
    expect(second.app.use(marketModule).market.historyReport().candles).toBe(0);
    await sleep(1200);
    await second.app.use(marketModule).market.flush();
    const res = await second.app.database.db.execute(sql`select ts from ticks where symbol = 'BTC/USDT' order by ts`);
    const ts = (res as unknown as { rows: { ts: string | number }[] }).rows.map((r) => Number(r.ts));
    expect(ts.length).toBeGreaterThanOrEqual(4);
    // one tick a second across the restart: no gap, no repeat (a fresh simulator would restart at "now")
    for (let i = 1; i < ts.length; i++) expect((ts[i] as number) - (ts[i - 1] as number)).toBe(1000);
    expect(await countRows(second.app, sql`select count(*) as n from candles where count = 0`)).toBe(generated);
    await second.close();
  });
});
