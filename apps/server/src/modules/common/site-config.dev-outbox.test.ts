/**
 * Issue 29 item 15: a demo server without a mail or SMS transport tells the client, in the config it reads at
 * start, that codes of that channel are in the back office's dev outbox (the sign-up code field says so).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ demo: true, smsUrl: 'https://sms.example.com/send' });
}, 60_000);
afterAll(async () => t.close());

it('getSiteConfig flags the channels whose codes land in the dev outbox (demo, no transport)', async () => {
  const res = (await t.app.inject({ method: 'GET', url: '/api/getSiteConfig' })).json();
  expect(res.message.dev_outbox).toEqual({ email: true, sms: false });
});
