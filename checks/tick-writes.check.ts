/**
 * No steering, provably (issue 13 §2): recorded prices enter the books only through the market feed. Outside the
 * market module (and tests), no server source may insert into the `ticks` or `price_marks` tables, call the market
 * repo's tick writer (`insertTicks`), or feed prices in (`market.ingest` / `.ingest(`). Price marks are written
 * only by the market service's markPrice/markFirstFrom, which copy a recorded tick. Checked on the source text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'apps/server/src');
const MARKET = join(SERVER, 'modules/market');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

const isTest = (p: string) => /\.(test|crash)\.ts$|test-kit\.ts$|[\\/]test[\\/]/.test(p);

const WRITES: { what: string; re: RegExp }[] = [
  { what: 'SQL insert into ticks', re: /insert\s+into\s+"?ticks"?\b/i },
  { what: 'SQL insert into price_marks', re: /insert\s+into\s+"?price_marks"?\b/i },
  { what: 'drizzle insert into the ticks table', re: /\.insert\(\s*(ticks|priceMarks)\s*\)/ },
  { what: 'the market repo tick writer', re: /\binsertTicks\s*\(|\binsertPriceMark\s*\(/ },
  { what: 'prices fed in beside the feed', re: /\.ingest\s*\(/ },
  { what: 'the market tables imported', re: /from\s+['"][./]*market\/market\.(tables|repo)['"]/ },
];

describe('only the market feed records prices', () => {
  it('no server code outside the market module writes a tick or a price mark', () => {
    const offenders: string[] = [];
    for (const file of sources(SERVER)) {
      if (file.startsWith(`${MARKET}/`) || isTest(file)) continue;
      const text = readFileSync(file, 'utf8');
      for (const w of WRITES) if (w.re.test(text)) offenders.push(`${relative(ROOT, file)}: ${w.what}`);
    }
    expect(offenders).toEqual([]);
  });

  it('the check sees a write when there is one', () => {
    const sample = "await db.execute(sql`insert into ticks (symbol, ts, price) values ('BTC/USDT', 1, 2)`)";
    expect(WRITES.some((w) => w.re.test(sample))).toBe(true);
    expect(WRITES.some((w) => w.re.test('market.ingest([{ symbol, price, volume, ts }])'))).toBe(true);
  });

  it('inside the market module, only the repo and the feed buffer write ticks', () => {
    const writers = sources(MARKET)
      .filter((f) => !isTest(f))
      .filter((f) => /insertTicks\s*\(|insert\s+into\s+ticks/i.test(readFileSync(f, 'utf8')))
      .map((f) => relative(MARKET, f))
      .sort();
    // market.log-repo.ts holds the SQL that appends ticks as leaves of the price log (called only from the log's
    // flush, with what the feed ingested); market.repo.ts keeps the plain insert the price-log bench compares with.
    expect(writers).toEqual(['market.log-repo.ts', 'market.repo.ts']);
  });
});
