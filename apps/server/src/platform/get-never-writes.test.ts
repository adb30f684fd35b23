/**
 * A GET never creates rows: every GET route of the OpenAPI document is called by a fresh signed-in user (the
 * state in which a read is most tempted to create an account or a setting), and no table gains or loses a row.
 * Scheduled jobs are off so the market's own flushes do not count.
 */

import { is, sql, Table } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../modules';
import { makeUser } from '../modules/market/market.test-kit';
import { makeTestApp, type TestApp } from '../test/make-app';
import { sqlRows } from '../test/sql-rows';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ startJobs: false });
}, 60_000);
afterAll(async () => t.close());

const tables = MODULES.flatMap((m) => Object.values(m.tables).filter((v) => is(v, Table)) as PgTable[]).map(
  (table) => getTableConfig(table).name,
);

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of tables) {
    const [row] = await sqlRows<{ n: number }>(t.app.database.db, sql.raw(`select count(*)::int as n from "${name}"`));
    out[name] = row?.n ?? -1;
  }
  return out;
}

describe('reads', () => {
  it('no GET route creates or deletes a row', async () => {
    const user = await makeUser(t.app);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(doc.paths)
      // Spec §7 makes logout a GET; it ends the caller's own session and is the one GET that writes.
      .filter(([path, ops]) => 'get' in ops && path.startsWith('/api/') && !path.includes('{'))
      .filter(([path]) => path !== '/api/user/logout')
      .map(([path]) => path);
    expect(gets.length).toBeGreaterThan(30);
    const before = await counts();
    const query = 'symbol=BTC%2FUSDT&currency=3&id=1&page=1&limit=10&period=1min&keyword=site_name';
    for (const path of gets) {
      await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: user.headers });
    }
    expect(await counts()).toEqual(before);
  });
});
