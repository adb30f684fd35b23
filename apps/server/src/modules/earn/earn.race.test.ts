/**
 * The last units of a campaign's budget: 40 parallel subscriptions (40 users, then one user with money for three)
 * never reserve more than the campaign holds, and every refusal is the translated budget or balance message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { balance, call, checkInvariants, makeEarnApp, makeProduct, makeSaver, systemBalance } from './earn.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeEarnApp();
});
afterAll(async () => t.close());

describe('concurrent subscriptions', () => {
  it('never reserve past the campaign budget', async () => {
    // Each 1000 for 5 days at 0.3 % reserves 15: a budget of 100 pays six of them.
    const { product, campaign } = await makeProduct(t.app, { budget: '100', days: 5, dailyRate: '0.003' });
    const users = await Promise.all(Array.from({ length: 40 }, () => makeSaver(t.app, '1000')));
    const answers = await Promise.all(
      users.map((u) => call(t.app, 'POST', '/api/lh/deposit', u, { config_id: product.id, amount: '1000' })),
    );
    const ok = answers.filter((a) => a.type === 'ok');
    expect(ok).toHaveLength(6);
    for (const a of answers.filter((x) => x.type !== 'ok')) {
      expect(a.message).toMatch(/yield budget cannot pay for that amount \(10 left\)/);
    }
    expect(await systemBalance(t.app, `campaign_${campaign.id}`)).toBe('10');
    await checkInvariants(t.app);
  });

  it('never spend more than the balance', async () => {
    const { product } = await makeProduct(t.app);
    const u = await makeSaver(t.app, '350');
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(t.app, 'POST', '/api/lh/deposit', u, { config_id: product.id, amount: '100' }),
      ),
    );
    expect(answers.filter((a) => a.type === 'ok')).toHaveLength(3);
    expect(await balance(t.app, u.id, 2)).toBe('50');
    expect(await balance(t.app, u.id, 6)).toBe('300');
    await checkInvariants(t.app);
  });

  it('answers a repeated Idempotency-Key with the first order, once', async () => {
    const { product } = await makeProduct(t.app);
    const u = await makeSaver(t.app, '1000');
    const body = { config_id: product.id, amount: '200' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'POST', '/api/lh/deposit', u, body, { 'idempotency-key': 'k-1' })),
    );
    const ids = new Set(answers.filter((a) => a.type === 'ok').map((a) => a.message.id));
    expect(ids.size).toBe(1);
    expect(await balance(t.app, u.id, 2)).toBe('800');
  });
});
