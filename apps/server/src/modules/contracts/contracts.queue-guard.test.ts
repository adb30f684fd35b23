/**
 * The bound on the contracts queue's own chains: a chain of commands the queue gives itself that changes nothing
 * (here a liquidation check that always finds nothing to do, standing in for an inverted test in the live book) is
 * stopped with an error that the next drain reports, within seconds, and timers keep running meanwhile. Without
 * the bound this file hangs: PGlite answers in microtasks and the chain never lets a timer run.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { contractsModule } from './contracts.module';
import { createQueueGuard, IDLE_CHAIN_LIMIT } from './contracts.queue-guard';
import { contractPositions } from './contracts.tables';
import { call, ETH, makeContractsApp, makeTrader, settle, tick } from './contracts.test-kit';

const broken = vi.hoisted(() => ({ on: false, checks: 0 }));
vi.mock('./contracts.exec', async (importOriginal) => {
  const real = await importOriginal<typeof import('./contracts.exec')>();
  return {
    ...real,
    execLiquidate: (...args: Parameters<typeof real.execLiquidate>) => {
      if (!broken.on) return real.execLiquidate(...args);
      broken.checks += 1;
      return Promise.resolve(null);
    },
  };
});

describe('the queue guard', () => {
  it('trips after a chain of commands that changed nothing, and a change starts the count again', () => {
    const g = createQueueGuard({ idleChain: 3 });
    for (let i = 0; i < 3; i++) {
      g.check('x');
      g.done(false);
    }
    expect(() => g.check('x')).toThrow(/3 commands in a row .* changed nothing .*x/);
    expect(g.takeTripped()?.message).toMatch(/loop that never ends/);
    expect(g.takeTripped()).toBeUndefined();
    g.done(false);
    g.done(false);
    g.done(true);
    g.done(false);
    g.done(false);
    expect(() => g.check('y')).not.toThrow();
  });

  it('lets a timer run during a chain that only ever waits on microtasks', async () => {
    const g = createQueueGuard({ perTurn: 8 });
    let fired = false;
    setTimeout(() => {
      fired = true;
    }, 0);
    for (let i = 0; i < 10_000 && !fired; i++) {
      await g.pace();
      await Promise.resolve();
    }
    expect(fired).toBe(true);
  });
});

describe('a liquidation check that never settles anything', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeContractsApp();
  }, 60_000);
  afterAll(async () => t.close());

  it('is stopped with an error within seconds instead of holding the event loop', async () => {
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    const opened = await call(t.app, 'POST', '/api/lever/submit', u, {
      ...ETH,
      share: 1,
      multiple: 10,
      type: 1,
      status: 1,
    });
    expect(opened.type, JSON.stringify(opened)).toBe('ok');
    const id = opened.message.id as number;
    // No margin left: the book asks for a liquidation check, which (broken) finds nothing and puts it back.
    await t.app.database.db.update(contractPositions).set({ margin: '0' }).where(eq(contractPositions.id, id));
    broken.on = true;
    let timers = 0;
    const beat = setInterval(() => {
      timers += 1;
    }, 5);
    const started = Date.now();
    try {
      const { contracts } = t.app.use(contractsModule);
      await contracts.resync([id]);
      await expect(settle(t.app)).rejects.toThrow(/changed nothing .* a loop that never ends was stopped/);
    } finally {
      clearInterval(beat);
      broken.on = false;
    }
    expect(broken.checks).toBeGreaterThanOrEqual(IDLE_CHAIN_LIMIT);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(timers).toBeGreaterThan(0);
    // The queue works on afterwards.
    await settle(t.app);
  }, 90_000);
});
