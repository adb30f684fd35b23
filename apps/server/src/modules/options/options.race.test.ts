/** 40 parallel submits of one user against the open-order cap and against the balance: never more than allowed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { call, checkInvariants, makeBettor, makeOptionsApp, matchId, micro, tickAt } from './options.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeOptionsApp();
});
afterAll(async () => t.close());

const burst = async (u: Awaited<ReturnType<typeof makeBettor>>, symbol: string, n = 40) => {
  const body = { match_id: matchId(t.app, symbol), currency_id: 3, type: 1, seconds: 60, number: '10' };
  const answers = await Promise.all(
    Array.from({ length: n }, () => call(t.app, 'POST', '/api/microtrade/submit?lang=en', u, body)),
  );
  return {
    ok: answers.filter((a) => a.type === 'ok').length,
    refusals: answers.filter((a) => a.type !== 'ok').map((a) => a.message as string),
  };
};

describe('concurrent submits', () => {
  it('respect the cap of open orders per coin', async () => {
    const u = await makeBettor(t.app, '1000');
    tickAt(t.app, 'BTC/USDT', '50000');
    const r = await burst(u, 'BTC/USDT');
    expect(r.ok).toBe(20);
    expect(new Set(r.refusals)).toEqual(
      new Set(['You already have 20 open orders in this coin: wait for one to settle']),
    );
    expect(await micro(t.app, u.id)).toBe('799.8');
    await checkInvariants(t.app);
  });

  it('respect the balance', async () => {
    const u = await makeBettor(t.app, '105');
    tickAt(t.app, 'ETH/USDT', '3000');
    const r = await burst(u, 'ETH/USDT');
    expect(r.ok).toBe(10);
    expect(r.refusals).toHaveLength(30);
    expect(await micro(t.app, u.id)).toBe('4.9');
    await checkInvariants(t.app);
  });
});
