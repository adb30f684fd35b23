/**
 * The per-country switch with the country of the user's verified identity: users verified (level 1 approved) in a
 * country the back office disabled are refused at submit with a translated reason; users of other countries, users
 * whose review is still pending and the same user after the country is enabled again are not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { type Auth, call as accountsCall, bindPhone } from '../accounts/accounts.test-helpers';
import { makeBettor, matchId, tickAt, call as userCall, type Who } from './options.test-kit';

let t: TestApp;
let admin: Auth;

beforeAll(async () => {
  t = await makeTestApp({
    seed: true,
    startJobs: false,
    env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' },
  });
  admin = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
}, 60_000);
afterAll(async () => t.close());

/** A funded user whose basic identity verification in `country` was sent (and approved unless `approve` is false). */
async function verifiedIn(country: string, approve = true): Promise<Who> {
  const u = await makeBettor(t.app, '100');
  await bindPhone(t.app, u.headers);
  const sent = await accountsCall(t.app, 'POST', '/api/user/real', {
    auth: u.headers,
    body: { real_type: 1, id_type: 2, name: 'Test Person', card_id: 'E12345678', country },
  });
  expect(sent.type).toBe('ok');
  if (approve) {
    const queue = await accountsCall(t.app, 'GET', '/api/admin/kyc?limit=100', { auth: admin });
    const review = queue.message.list.find((r: { user_id: number }) => r.user_id === u.id);
    const approved = await accountsCall(t.app, 'POST', `/api/admin/kyc/${review.id}/approve`, { auth: admin });
    expect(approved.message).toMatchObject({ state: 'verified', country: country.toUpperCase() });
  }
  return u;
}

const switchCountry = async (country: string, disabled: boolean) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/options/countries',
    headers: admin,
    payload: { country, disabled },
  });
  expect(res.json()).toEqual({ type: 'ok', message: { country, disabled } });
};

const submit = (u: Who, lang = 'en') =>
  userCall(t.app, 'POST', `/api/microtrade/submit?lang=${lang}`, u, {
    match_id: matchId(t.app, 'BTC/USDT'),
    currency_id: 3,
    type: 1,
    seconds: 30,
    number: '10',
  });

describe('seconds options by the country of the verified identity', () => {
  it('refuses a user verified in a disabled country (translated), not one of another country', async () => {
    const us = await verifiedIn('us');
    const fr = await verifiedIn('FR');
    const pending = await verifiedIn('US', false);
    await switchCountry('US', true);
    tickAt(t.app, 'BTC/USDT', '50000');

    expect(await submit(us)).toEqual({ type: 'error', message: 'Seconds options are not offered in your country' });
    expect(await submit(us, 'zh')).toEqual({ type: 'error', message: '您所在的国家或地区不提供秒合约' });
    expect((await submit(fr)).type).toBe('ok');
    // Not verified yet: no verified country to match.
    expect((await submit(pending)).type).toBe('ok');

    await switchCountry('US', false);
    expect((await submit(us)).type).toBe('ok');
  });
});
