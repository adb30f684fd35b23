import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { call, freshIp, uniqueEmail } from '../accounts/accounts.test-helpers';
import { maskAddress } from './notify.service';
import { createHttpSmsProvider } from './sms';

const received: { to: string; text: string }[] = [];
let fail = false;
const sms = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    received.push(JSON.parse(body));
    res.statusCode = fail ? 500 : 200;
    res.end('{}');
  });
});
let t: TestApp;
let smsUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  smsUrl = `http://127.0.0.1:${(sms.address() as AddressInfo).port}/send`;
  t = await makeTestApp({ seed: true, smsUrl });
});
afterAll(async () => {
  await t.close();
  sms.close();
});

describe('notify', () => {
  it('masks addresses for log lines', () => {
    expect(maskAddress('alice@example.com')).toBe('a***@example.com');
    expect(maskAddress('+8613800000000')).toBe('+86138****0000');
  });

  it('sends SMS codes through the HTTP provider when SMS_URL is set (not to the outbox)', async () => {
    const res = await call(t.app, 'POST', '/api/sms_send?lang=jp', { body: { mobile: '13800000000' }, ip: freshIp() });
    expect(res).toEqual({ type: 'ok', message: '認証コードを送信しました' });
    expect(received.at(-1)).toMatchObject({
      to: '+8613800000000',
      text: expect.stringMatching(/OpenX の認証コードは \d{6} です/),
    });
    // Email still has no SMTP here: it goes to the dev outbox.
    await call(t.app, 'POST', '/api/sms_mail', { body: { user_string: uniqueEmail() }, ip: freshIp() });
    const admin = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
    // Not demo mode (DEMO=false in tests): the outbox is not shown.
    expect((await call(t.app, 'GET', '/api/admin/outbox', { auth: admin })).message).toBe('Not found');
  });

  it('answers a translated error when the provider fails', async () => {
    fail = true;
    const res = await call(t.app, 'POST', '/api/sms_send', { body: { mobile: '13900000000' }, ip: freshIp() });
    expect(res).toEqual({ type: 'error', message: 'The message could not be sent, please try again later' });
    fail = false;
    await expect(createHttpSmsProvider(`${smsUrl}`).send('+1', 'x')).resolves.toBeUndefined();
  });
});
