/**
 * The edges of a campaign's budget (issue 29, item 9): a reservation of exactly what the campaign has left goes
 * through and leaves it at zero; one unit (of the coin's scale) more is refused with what is left, and moves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { balance, call, checkInvariants, makeEarnApp, makeProduct, makeSaver, systemBalance } from './earn.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeEarnApp();
});
afterAll(async () => t.close());

// 1000 USDT for 5 days at 0.3 % a day reserves 15 USDT of yield.
const terms = { days: 5, dailyRate: '0.003' };

describe('campaign budget edges', () => {
  it('reserves exactly what is left', async () => {
    const { product, campaign } = await makeProduct(t.app, { budget: '15', ...terms });
    const u = await makeSaver(t.app, '1000');
    const r = await call(t.app, 'POST', '/api/lh/deposit', u, { config_id: product.id, amount: '1000' });
    expect(r.type).toBe('ok');
    expect(await systemBalance(t.app, `campaign_${campaign.id}`)).toBe('0');
    expect(await balance(t.app, u.id, 2)).toBe('0');
    await checkInvariants(t.app);
  });

  it('refuses one unit more than is left', async () => {
    const { product, campaign } = await makeProduct(t.app, { budget: '14.999999', ...terms });
    const u = await makeSaver(t.app, '1000');
    const r = await call(t.app, 'POST', '/api/lh/deposit?lang=en', u, { config_id: product.id, amount: '1000' });
    expect(r).toEqual({ type: 'error', message: expect.stringMatching(/yield budget .*\(14\.999999 left\)/) });
    expect(await systemBalance(t.app, `campaign_${campaign.id}`)).toBe('14.999999');
    expect(await balance(t.app, u.id, 2)).toBe('1000');
    await checkInvariants(t.app);
  });
});
