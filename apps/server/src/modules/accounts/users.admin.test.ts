import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { type Auth, call, freshIp, login, makeUser } from './accounts.test-helpers';

let t: TestApp;
let admin: Auth;
beforeAll(async () => {
  t = await makeTestApp({ seed: true, demo: true });
  admin = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
});
afterAll(async () => t.close());

async function adminWithRole(role: string): Promise<Auth> {
  const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
  await call(t.app, 'POST', '/api/admin/admins', {
    auth: admin,
    body: { email, name: role, role, password: 'Role-Pass-123' },
  });
  return adminAuth(t.app, email, 'Role-Pass-123');
}

describe('demo user', () => {
  it('demo@example.com / Demo12345 with email bound and pay password 123456', async () => {
    const auth = await login(t.app, 'demo@example.com', 'Demo12345');
    const info = (await call(t.app, 'GET', '/api/user/info', { auth })).message;
    expect(info).toMatchObject({ email: 'demo@example.com', has_pay_password: true });
    const res = await call(t.app, 'POST', '/api/user/cash_save', {
      auth,
      body: {
        real_name: 'Demo',
        bank_name: 'B',
        bank_account: '1',
        bank_dizhi: 'C',
        bank_network: 'D',
        pay_password: '123456',
      },
    });
    expect(res.type).toBe('ok');
  });
});

describe('back-office users', () => {
  it('searches and shows a user in detail; roles are checked', async () => {
    const u = await makeUser(t.app);
    const list = await call(t.app, 'GET', `/api/admin/users?q=${encodeURIComponent(u.email)}`, { auth: admin });
    expect(list.message.total).toBe(1);
    const row = list.message.list[0];
    expect(row).toMatchObject({ email: u.email, real_level: 0, locked: false, last_login_at: expect.any(String) });
    const detail = await call(t.app, 'GET', `/api/admin/users/${row.id}`, { auth: admin });
    expect(detail.message).toMatchObject({ addresses: [], cards: [], reviews: [], inviter: null, invited_count: 0 });
    expect(detail.message.sessions).toHaveLength(1);
    expect(JSON.stringify(detail.message)).not.toMatch(/token|hash/i);
    const finance = await adminWithRole('finance');
    expect((await call(t.app, 'GET', '/api/admin/users', { auth: finance })).type).toBe('ok');
    expect(
      (await call(t.app, 'POST', `/api/admin/users/${row.id}/lock`, { auth: finance, body: { reason: 'x' } })).message,
    ).toBe('You are not allowed to do this');
    const content = await adminWithRole('content');
    expect((await call(t.app, 'GET', '/api/admin/users', { auth: content })).type).toBe('error');
    expect((await call(t.app, 'GET', '/api/admin/users', { auth: u.auth })).type).toBe('999');
    expect((await call(t.app, 'GET', '/api/admin/users/999999', { auth: admin })).message).toBe('Not found');
  });

  it('lock needs a reason, revokes the tokens, blocks login and is audited; unlock lets the user back', async () => {
    const u = await makeUser(t.app);
    const id = (await call(t.app, 'GET', '/api/user/info', { auth: u.auth })).message.id;
    expect((await call(t.app, 'POST', `/api/admin/users/${id}/lock`, { auth: admin, body: {} })).type).toBe('error');
    const locked = await call(t.app, 'POST', `/api/admin/users/${id}/lock`, {
      auth: admin,
      body: { reason: 'fraud check' },
    });
    expect(locked.message).toMatchObject({ id, locked: true });
    expect((await call(t.app, 'GET', '/api/user/info', { auth: u.auth })).type).toBe('999');
    const attempt = await call(t.app, 'POST', '/api/user/login', {
      body: { user_string: u.email, password: u.password },
      ip: freshIp(),
    });
    expect(attempt).toEqual({ type: 'error', message: 'This account is locked, please contact customer service' });
    const audit = await call(t.app, 'GET', '/api/admin/audit?action=user.lock', { auth: admin });
    expect(audit.message.list[0]).toMatchObject({ target: `user:${id}`, before: { locked: false } });
    expect(audit.message.list[0].after).toMatchObject({ locked: true, reason: 'fraud check', sessions_revoked: 1 });
    await call(t.app, 'POST', `/api/admin/users/${id}/unlock`, { auth: admin, body: { reason: 'cleared' } });
    await login(t.app, u.email, u.password);
  });

  it('shows the dev outbox in demo mode to super and support', async () => {
    const { email } = await makeUser(t.app);
    const outbox = await call(t.app, 'GET', '/api/admin/outbox', { auth: admin });
    // Among the newest: new-login mails of this file's earlier logins arrive when their sweeper runs.
    expect(outbox.message.list).toContainEqual(
      expect.objectContaining({ channel: 'email', to: email, subject: 'OpenX verification code' }),
    );
    const support = await adminWithRole('support');
    expect((await call(t.app, 'GET', '/api/admin/outbox', { auth: support })).type).toBe('ok');
    const finance = await adminWithRole('finance');
    expect((await call(t.app, 'GET', '/api/admin/outbox', { auth: finance })).type).toBe('error');
  });
});
