/**
 * The price log across a restart on the same database (a PGlite data folder, or PostgreSQL with DATABASE_URL):
 * seqs continue where the stored log ends, the frontier loaded from storage extends the same tree, and no tick is
 * pruned any more (the old start pruned ticks older than TICK_RETENTION_HOURS).
 */
import { leafHash, MemoryLog, verifyConsistency } from '@app/pricelog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { makeTestApp } from '../../test/make-app';
import { restartableDatabase } from '../../test/restartable-db';
import { marketModule } from './market.module';
import { countRows } from './market.test-kit';

const SYMBOL = 'DOT/USDT';

/** An input as stored: `[source, price, ts]` (migration 0025). */
type Stored = [source: string, price: string, ts: number];

async function leaves(app: App) {
  const res = (await app.database.db.execute(
    sql`select seq, ts, trim_scale(price)::text as price, inputs, encode(leaf_hash, 'hex') as leaf_hash from ticks
        where symbol = ${SYMBOL} and seq is not null order by seq`,
  )) as unknown as {
    rows: { seq: string | number; ts: string | number; price: string; inputs: Stored[]; leaf_hash: string }[];
  };
  return res.rows.map((r) => ({
    seq: Number(r.seq),
    ts: Number(r.ts),
    price: r.price,
    inputs: r.inputs.map(([source, price, ts]) => ({ source, price, ts })),
    hash: r.leaf_hash,
  }));
}

describe('price log across a restart', () => {
  it('seqs continue, the tree extends, heads stay consistent, and no tick is pruned', async () => {
    const { database, drop } = await restartableDatabase();
    let ts = Date.now() + 7200_000;
    const next = () => {
      ts += 1000;
      return ts;
    };
    const ingest = (app: App, n: number) =>
      app
        .use(marketModule)
        .market.ingest(
          Array.from({ length: n }, (_, i) => ({ symbol: SYMBOL, price: `7.${i + 1}`, volume: '1', ts: next() })),
        );
    const old = Date.now() - 49 * 3600_000;
    try {
      const first = await makeTestApp({ database, startJobs: false });
      ingest(first.app, 19);
      await first.app.database.db.execute(
        sql`insert into ticks (symbol, ts, price, volume) values ('BTC/USDT', ${old}, 1, 1)`,
      );
      await first.close(); // the stop flushes and signs a head for what it stored
      const second = await makeTestApp({ database, startJobs: false });
      try {
        const m = second.app.use(marketModule).market;
        const h1 = await m.log.latestHead(SYMBOL);
        expect(h1).not.toBeNull();
        ingest(second.app, 30);
        await m.flush();
        await m.signHeads();
        const h2 = (await m.log.latestHead(SYMBOL))!;
        const stored = await leaves(second.app);
        expect(stored.map((l) => l.seq)).toEqual(stored.map((_, i) => i));
        expect(h2.size).toBe(stored.length);
        expect(h2.size - h1!.size).toBeGreaterThanOrEqual(30);
        for (const l of stored)
          expect(leafHash({ symbol: SYMBOL, seq: l.seq, ts: l.ts, price: l.price, inputs: l.inputs })).toBe(l.hash);
        expect(h2.root).toBe(new MemoryLog(stored.map((l) => l.hash)).root());
        const proof = await m.log.consistency(SYMBOL, h1!.size, h2.size);
        expect(verifyConsistency(h1!.size, h2.size, h1!.root, h2.root, proof)).toBe(true);
        expect(await countRows(second.app, sql`select count(*) as n from ticks where ts = ${old}`)).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      await drop();
    }
  }, 120_000); // two app starts on a data folder: slow on a busy machine
});
