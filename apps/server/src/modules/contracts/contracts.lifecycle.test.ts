import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sub } from '@app/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSweeper } from '../../platform/sweeper';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { receiptsModule } from '../receipts';
import { contractsModule } from './contracts.module';
import { overnightSweeper, scheduleRun } from './contracts.overnight';
import { contractOvernightRuns, contractPositions } from './contracts.tables';
import {
  BTC,
  call,
  checkInvariants,
  ETH,
  lever,
  makeContractsApp,
  makeTrader,
  settle,
  systemBalance,
  tick,
} from './contracts.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeContractsApp();
}, 60_000);
afterAll(async () => t.close());

const market = (over: object = {}) => ({ ...ETH, share: 1, multiple: 10, type: 1, status: 1, ...over });

describe('races', () => {
  it('a take-profit firing while the owner closes settles the position exactly once', async () => {
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    const opened = await call(t.app, 'POST', '/api/lever/submit', u, market({ target_profit_price: '3100' }));
    const id = opened.message.id;
    const closing = call(t.app, 'POST', '/api/lever/close', u, { id });
    const ticking = tick(t.app, 'ETH/USDT', '3100');
    const [res] = await Promise.all([closing, ticking]);
    await settle(t.app);
    const [row] = await t.app.database.db.select().from(contractPositions).where(eq(contractPositions.id, id));
    expect(row?.status).toBe(3);
    expect(['user', 'tp']).toContain(row?.closeReason);
    if (res.type === 'error') expect(res.message).toBe('This position is no longer open');
    const detail = await call(t.app, 'GET', `/api/lever/detail?id=${id}`, u);
    expect(detail.message.receipts.filter((r: { kind: string }) => r.kind === 'contracts.close')).toHaveLength(1);
    expect((await lever(t.app, u.id)).frozen).toBe('0');
    await checkInvariants(t.app);
  });
});

describe('cross margin liquidation', () => {
  it('takes a loss beyond the margin from the free balance, and only the rest from the insurance fund', async () => {
    const u = await makeTrader(t.app, '7');
    await tick(t.app, 'BTC/USDT', '50000');
    // 1 lot × 100: margin 0.500001, fee 0.025001; 6.474998 stays free and carries the position
    const opened = await call(t.app, 'POST', '/api/lever/submit', u, {
      ...BTC,
      share: 1,
      multiple: 100,
      type: 1,
      status: 1,
    });
    expect(opened.type, JSON.stringify(opened)).toBe('ok');
    await tick(t.app, 'BTC/USDT', '47000');
    expect((await call(t.app, 'POST', '/api/lever/dealall', u, {})).message.order.total).toBe(1);
    const before = await systemBalance(t.app, 'insurance_contracts');
    // equity 6.474998 + 0.500001 − 0.001 × (50000.01 − p): liquidation near p ≈ 43025; the tick jumps past it
    await tick(t.app, 'BTC/USDT', '40000');
    const [row] = (await call(t.app, 'POST', '/api/lever/my_trade', u, { status: 3 })).message.message.data;
    expect(row).toMatchObject({ close_reason: 'liquidation', close_price: '39999.99', fact_profits: '-10.00002' });
    // loss 10.00002 − margin 0.500001 = 9.500019 due; the balance gives its 6.474998, insurance pays 3.025021
    expect(await lever(t.app, u.id)).toEqual({ available: '0', frozen: '0' });
    expect(await systemBalance(t.app, 'insurance_contracts')).toBe(sub(before, '3.025021'));
    const liqs = await t.app.use(contractsModule).reads.risk(u.id, 'contract', 'USDT');
    expect(liqs.hazard_rate).toBe('');
    await checkInvariants(t.app);
  });
});

describe('overnight fee runs', () => {
  it('charge each position opened before the day once, from its margin, with a receipt, and schedule the next day', async () => {
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    const opened = await call(t.app, 'POST', '/api/lever/submit', u, market());
    const id = opened.message.id;
    const { db } = t.app.database;
    // The position was opened yesterday (as far as the run is concerned): a run for tomorrow's date charges it.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await scheduleRun(db, day);
    await db
      .update(contractOvernightRuns)
      .set({ dueAt: new Date(0) })
      .where(eq(contractOvernightRuns.day, day));
    const { contracts } = t.app.use(contractsModule);
    const sweeper = createSweeper(
      db,
      overnightSweeper({ receipts: t.app.use(receiptsModule), charged: (ids) => void contracts.resync(ids) }),
      { log: console },
    );
    expect(await sweeper.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await sweeper.runOnce()).toBe(0);
    await settle(t.app);
    const [row] = await db.select().from(contractPositions).where(eq(contractPositions.id, id));
    // 3000.01 × 0.01 × 0.0002 = 0.006000002 → 0.006001 (rounded up), from the margin 3.000001
    expect(row?.overnightTotal).toMatch(/^0\.006001/);
    expect(row?.margin).toMatch(/^2\.994/);
    const detail = await call(t.app, 'GET', `/api/lever/detail?id=${id}`, u);
    const night = detail.message.receipts.filter((r: { kind: string }) => r.kind === 'contracts.overnight');
    expect(night).toHaveLength(1);
    expect(night[0].result).toMatchObject({ fee: '0.006001', from_margin: '0.006001', uncollected: '0' });
    const next = await db.select().from(contractOvernightRuns);
    expect(next.some((r) => r.state === 'due' && r.day > day)).toBe(true);
    await checkInvariants(t.app);
  });
});

describe('restart', () => {
  it('rebuilds the book from open positions and waiting entries: triggers still fire after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'contracts-restart-'));
    const env = { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' };
    const first = await makeTestApp({ env, database: { kind: 'pglite', dataDir } });
    let ids: number[] = [];
    let user: { id: number; headers: { authorization: string } };
    try {
      user = await makeTrader(first.app, '1000');
      await tick(first.app, 'ETH/USDT', '3000');
      const a = await call(first.app, 'POST', '/api/lever/submit', user, market({ stop_loss_price: '2900' }));
      const b = await call(first.app, 'POST', '/api/lever/submit', user, market({ status: 0, target_price: '2950' }));
      ids = [a.message.id, b.message.id];
    } finally {
      await first.app.close();
    }
    const second = await makeTestApp({ env, database: { kind: 'pglite', dataDir } });
    try {
      const { contracts } = second.app.use(contractsModule);
      expect(contracts.book().size()).toMatchObject({ pending: 1, open: 1 });
      await tick(second.app, 'ETH/USDT', '2940');
      await tick(second.app, 'ETH/USDT', '2899');
      const rows = await second.app.database.db.select().from(contractPositions);
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(ids[0]!)?.closeReason).toBe('sl');
      expect(byId.get(ids[1]!)?.status).toBe(1);
      await checkInvariants(second.app);
    } finally {
      await second.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
