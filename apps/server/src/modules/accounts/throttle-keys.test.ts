/**
 * Issue 29 item 8: every throttle keyed on an account identifier counts the account, not the text typed. Case,
 * spaces and the calling code's spelling must not buy fresh tries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { call, freshIp, lastCode, registerUser, uniqueEmail } from './accounts.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

const login = (body: object) => call(t.app, 'POST', '/api/user/login', { body, ip: freshIp() });

describe('throttle keys', () => {
  it('counts login failures on the account whatever the case and spaces of the e-mail typed', async () => {
    const { email, password } = await registerUser(t.app);
    const upper = email.toUpperCase();
    const variants = [email, upper, ` ${email}`, `${email} `, `${email[0]?.toUpperCase()}${email.slice(1)}`];
    for (const user_string of variants) {
      expect((await login({ user_string, password: 'wrong-pass' })).message).toBe('Wrong account or password');
    }
    for (const user_string of [email, upper, `  ${upper}  `]) {
      expect((await login({ user_string, password })).message).toMatch(/^Too many failed attempts/);
    }
  });

  it('counts login failures on a phone number whatever the spelling of its calling code', async () => {
    // A number that also reads as a mainland one, so a login without a calling code finds this account too.
    const mobile = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
    await call(t.app, 'POST', '/api/sms_send', { body: { mobile, area_code: '44', scene: 'register' }, ip: freshIp() });
    const code = await lastCode(t.app, `+44${mobile}`);
    const reg = await call(t.app, 'POST', '/api/user/register', {
      body: {
        type: 'mobile',
        user_string: mobile,
        area_code: '44',
        code,
        password: 'Secret-123',
        re_password: 'Secret-123',
      },
      ip: freshIp(),
    });
    expect(reg.type).toBe('ok');
    const variants = [{ area_code: '44' }, { area_code: '+44' }, {}, { area_code: ' 44' }, { area_code: '' }];
    for (const v of variants) {
      expect((await login({ user_string: ` ${mobile}`, password: 'wrong-pass', ...v })).message).toBe(
        'Wrong account or password',
      );
    }
    expect((await login({ user_string: mobile, area_code: '44', password: 'Secret-123' })).message).toMatch(
      /^Too many failed attempts/,
    );
  });

  it('limits code sends to one address whatever the case and spaces of the e-mail typed', async () => {
    const email = uniqueEmail();
    const send = (user_string: string) =>
      call(t.app, 'POST', '/api/sms_mail', { body: { user_string, scene: 'register' }, ip: freshIp() });
    expect(await send(email)).toEqual({ type: 'ok', message: 'Code sent' });
    expect((await send(` ${email.toUpperCase()}`)).message).toMatch(/^Too many requests, try again in \d+ s$/);
  });
});
