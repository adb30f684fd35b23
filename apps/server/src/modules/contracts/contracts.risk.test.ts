/**
 * Risk never pauses (issue 30 item 7): a disabled pair refuses new entries only, while its stops and liquidations
 * keep firing on every tick, so no position is left unprotected while the operator looks away.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { contractsModule } from './contracts.module';
import { contractPairs, contractPositions } from './contracts.tables';
import { call, checkInvariants, ETH, makeContractsApp, makeTrader, tick } from './contracts.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeContractsApp();
}, 60_000);
afterAll(async () => t.close());

const entry = (over: object = {}) => ({ ...ETH, share: 1, multiple: 10, type: 1, status: 1, ...over });

async function setEnabled(enabled: boolean) {
  const { contracts } = t.app.use(contractsModule);
  const pair = contracts.pairs().find((p) => p.symbol === 'ETH/USDT')!;
  await t.app.database.db.update(contractPairs).set({ enabled }).where(eq(contractPairs.id, pair.id));
  await contracts.reloadPairs();
}

const rowOf = async (id: number) =>
  (await t.app.database.db.select().from(contractPositions).where(eq(contractPositions.id, id)))[0];

describe('a disabled pair', () => {
  it('refuses new entries and fills no waiting limit, but its stop-loss still fires', async () => {
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    const open = await call(t.app, 'POST', '/api/lever/submit', u, entry({ stop_loss_price: '2900' }));
    expect(open.type, JSON.stringify(open)).toBe('ok');
    const limit = await call(t.app, 'POST', '/api/lever/submit', u, entry({ status: 0, target_price: '2800' }));
    expect(limit.type, JSON.stringify(limit)).toBe('ok');
    await setEnabled(false);
    try {
      expect((await call(t.app, 'POST', '/api/lever/submit', u, entry())).type).toBe('error');
      await tick(t.app, 'ETH/USDT', '2700');
      expect(await rowOf(open.message.id)).toMatchObject({ status: 3, closeReason: 'sl' });
      expect((await rowOf(limit.message.id))?.status).toBe(0);
    } finally {
      await setEnabled(true);
    }
    // Enabled again, the waiting entry is armed again and fills on the next tick that reaches it.
    await tick(t.app, 'ETH/USDT', '2700');
    expect((await rowOf(limit.message.id))?.status).toBe(1);
    await checkInvariants(t.app);
  });
});
