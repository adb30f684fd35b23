import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecretBox } from '../../platform/secret-box';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { createThrottleService } from '../throttle/throttle.service';
import { createAuditService } from './admin.audit';
import { createAdminService } from './admin.service';
import { adminRecoveryCodes, adminSessions, admins } from './admin.tables';

let t: TestApp;
let superAuth: { authorization: string };
const inject = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => (await t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) })).json();

async function makeAdmin(role: string, email = `${role}-${Math.random().toString(36).slice(2)}@example.com`) {
  const res = await inject('POST', '/api/admin/admins', superAuth, {
    email,
    name: role,
    role,
    password: 'Role-Pass-123',
  });
  expect(res.type).toBe('ok');
  return { id: res.message.id as number, email, auth: await adminAuth(t.app, email, 'Role-Pass-123') };
}

const NEWS = { translations: { en: { title: 'Hello', abstract: 'A', content: '<p>B</p>' } } };

beforeAll(async () => {
  t = await makeTestApp({ seed: true });
  superAuth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
});
afterAll(async () => t.close());

describe('admin login', () => {
  it('answers a token and the admin; the token opens /admin/me (Bearer or bare)', async () => {
    const res = await inject('POST', '/api/admin/login', undefined, {
      email: 'Admin@Example.com',
      password: 'Admin12345',
    });
    expect(res.type).toBe('ok');
    expect(res.message.admin).toEqual({
      id: expect.any(Number),
      email: 'admin@example.com',
      name: 'Demo admin',
      role: 'super',
    });
    expect(res.message.token.length).toBeGreaterThanOrEqual(43);
    expect((await inject('GET', '/api/admin/me', { authorization: res.message.token })).message.role).toBe('super');
    expect((await inject('GET', '/api/admin/me', { authorization: `Bearer ${res.message.token}` })).type).toBe('ok');
  });

  it('gives the same error for an unknown email and a wrong password', async () => {
    const unknown = await inject('POST', '/api/admin/login', undefined, { email: 'nobody@example.com', password: 'x' });
    const wrong = await inject('POST', '/api/admin/login', undefined, {
      email: 'admin@example.com',
      password: 'wrong',
    });
    expect(unknown).toEqual({ type: 'error', message: 'Invalid email or password' });
    expect(wrong).toEqual(unknown);
  });

  it('throttles repeated failures per IP and email, even with the right password afterwards', async () => {
    const { email } = await makeAdmin('support');
    for (let i = 0; i < 5; i++) {
      expect((await inject('POST', '/api/admin/login', undefined, { email, password: 'bad' })).message).toBe(
        'Invalid email or password',
      );
    }
    const blocked = await inject('POST', '/api/admin/login?lang=zh', undefined, { email, password: 'Role-Pass-123' });
    expect(blocked).toEqual({ type: 'error', message: '尝试次数过多，请稍后再试' });
  });

  it('answers 999 without a token or with a bad one, and after logout', async () => {
    expect(await inject('GET', '/api/admin/me')).toEqual({ type: '999', message: 'Please log in first' });
    expect((await inject('GET', '/api/admin/me', { authorization: 'Bearer nope' })).type).toBe('999');
    const auth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
    expect((await inject('POST', '/api/admin/logout', auth)).type).toBe('ok');
    expect((await inject('GET', '/api/admin/me', auth)).type).toBe('999');
  });

  it('checks the token before the body, so strangers learn nothing about the schema', async () => {
    expect((await inject('POST', '/api/admin/news', undefined, { nonsense: true })).type).toBe('999');
  });

  it('stores only a hash of the token and an argon2id password hash', async () => {
    const { token } = (
      await inject('POST', '/api/admin/login', undefined, { email: 'admin@example.com', password: 'Admin12345' })
    ).message;
    const sessions = await t.app.database.db.select().from(adminSessions);
    expect(sessions.some((s) => s.tokenHash === token)).toBe(false);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
    const [admin] = await t.app.database.db.select().from(admins);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('roles', () => {
  it('a content admin manages content but not admins', async () => {
    const content = await makeAdmin('content');
    expect((await inject('POST', '/api/admin/news', content.auth, NEWS)).type).toBe('ok');
    expect((await inject('PUT', '/api/admin/settings', content.auth, { site_name: 'OpenX' })).type).toBe('ok');
    expect(await inject('GET', '/api/admin/admins', content.auth)).toEqual({
      type: 'error',
      message: 'You are not allowed to do this',
    });
    const create = await inject('POST', '/api/admin/admins', content.auth, {
      email: 'new@example.com',
      name: 'n',
      role: 'super',
      password: 'Long-Enough-1',
    });
    expect(create).toEqual({ type: 'error', message: 'You are not allowed to do this' });
    expect((await inject('GET', '/api/admin/audit', content.auth)).type).toBe('error');
  });

  it('support and finance may read content but not change it', async () => {
    for (const role of ['support', 'finance']) {
      const { auth } = await makeAdmin(role);
      expect((await inject('GET', '/api/admin/news', auth)).type).toBe('ok');
      expect((await inject('GET', '/api/admin/pages', auth)).type).toBe('ok');
      expect(await inject('POST', '/api/admin/news', auth, NEWS)).toEqual({
        type: 'error',
        message: 'You are not allowed to do this',
      });
      expect((await inject('DELETE', '/api/admin/faqs/1', auth)).type).toBe('error');
      expect((await inject('PUT', '/api/admin/settings', auth, { site_name: 'Hacked' })).type).toBe('error');
    }
    expect((await inject('GET', '/api/getSiteConfig')).message.site_name).not.toBe('Hacked');
  });

  it('a super admin cannot disable or demote itself; a disabled admin loses its sessions', async () => {
    const me = (await inject('GET', '/api/admin/me', superAuth)).message;
    expect(await inject('PUT', `/api/admin/admins/${me.id}`, superAuth, { disabled: true })).toEqual({
      type: 'error',
      message: 'You cannot disable or demote your own account',
    });
    expect((await inject('PUT', `/api/admin/admins/${me.id}`, superAuth, { role: 'content' })).type).toBe('error');
    const other = await makeAdmin('content');
    expect((await inject('PUT', `/api/admin/admins/${other.id}`, superAuth, { disabled: true })).message.disabled).toBe(
      true,
    );
    expect((await inject('GET', '/api/admin/me', other.auth)).type).toBe('999');
    const relogin = await inject('POST', '/api/admin/login', undefined, {
      email: other.email,
      password: 'Role-Pass-123',
    });
    expect(relogin.message).toBe('Invalid email or password');
  });

  it('refuses a short admin password and a duplicate email, naming the field', async () => {
    const short = await inject('POST', '/api/admin/admins', superAuth, {
      email: 'a@example.com',
      name: 'a',
      role: 'support',
      password: 'short',
    });
    expect(short).toEqual({ type: 'error', message: 'password: too short (at least 10 characters)' });
    const dup = await inject('POST', '/api/admin/admins', superAuth, {
      email: 'admin@example.com',
      name: 'a',
      role: 'support',
      password: 'Long-Enough-1',
    });
    expect(dup).toEqual({ type: 'error', message: 'This email is already in use' });
  });

  it('lists admins without password hashes', async () => {
    const res = await inject('GET', '/api/admin/admins', superAuth);
    expect(res.type).toBe('ok');
    expect(Object.keys(res.message[0]).sort()).toEqual(['created_at', 'disabled', 'email', 'id', 'name', 'role']);
    expect(JSON.stringify(res)).not.toContain('argon2');
  });
});

describe('content CRUD and audit', () => {
  it('writes an audit row with before and after for every change', async () => {
    const created = await inject('POST', '/api/admin/news', superAuth, NEWS);
    const id = created.message.id;
    const updated = await inject('PUT', `/api/admin/news/${id}`, superAuth, {
      ...NEWS,
      is_pop: true,
      translations: { ...NEWS.translations, zh: { title: '你好', abstract: '', content: '' } },
    });
    expect(updated.message.is_pop).toBe(true);
    expect(updated.message.translations.zh.title).toBe('你好');
    expect((await inject('DELETE', `/api/admin/news/${id}`, superAuth)).type).toBe('ok');
    expect(await inject('DELETE', `/api/admin/news/${id}`, superAuth)).toEqual({ type: 'error', message: 'Not found' });

    const audit = await inject('GET', '/api/admin/audit?limit=100', superAuth);
    const rows = audit.message.list.filter((r: { target: string }) => r.target === `news:${id}`);
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['news.delete', 'news.update', 'news.create']);
    const [del, upd, cre] = rows;
    expect(cre.before).toBeNull();
    expect(cre.after.translations.en.title).toBe('Hello');
    expect(upd.before.is_pop).toBe(false);
    expect(upd.after.is_pop).toBe(true);
    expect(del.after).toBeNull();
    expect(del.admin_email).toBe('admin@example.com');
    expect(del.ip).toBeTypeOf('string');
    expect(
      (await inject('GET', '/api/admin/audit?action=news.update', superAuth)).message.list.every(
        (r: { action: string }) => r.action === 'news.update',
      ),
    ).toBe(true);
  });

  it('banners, faqs, pages and settings round-trip', async () => {
    const banner = await inject('POST', '/api/admin/banners', superAuth, {
      image: '/static/banner-2.svg',
      link: 'https://example.com/x',
      sort: 9,
      translations: { en: { title: 'B' } },
    });
    expect(banner.message).toMatchObject({ c_id: 5, image: '/static/banner-2.svg', sort: 9, published: true });
    const put = await inject('PUT', `/api/admin/banners/${banner.message.id}`, superAuth, {
      image: '/static/banner-3.svg',
      translations: { en: { title: 'B2' } },
    });
    expect(put.message.translations.en.title).toBe('B2');
    expect((await inject('GET', '/api/admin/banners?c_id=5', superAuth)).message.total).toBe(4);

    const faq = await inject('POST', '/api/admin/faqs', superAuth, {
      translations: { en: { title: 'Q', content: '<p>A</p>' } },
    });
    expect(faq.message).toMatchObject({ sort: 0, published: true });
    expect((await inject('GET', '/api/admin/faqs', superAuth)).message.total).toBe(6);

    const pages = await inject('GET', '/api/admin/pages', superAuth);
    expect(pages.message.map((p: { key: string }) => p.key)).toEqual([
      'contactus',
      'aboutus',
      'operational_compliance',
    ]);
    const page = await inject('PUT', '/api/admin/pages/contactus', superAuth, {
      translations: { en: { title: 'Call', content: '<p>us</p>' } },
    });
    expect(page.message).toEqual({ key: 'contactus', translations: { en: { title: 'Call', content: '<p>us</p>' } } });
    expect(
      (await inject('PUT', '/api/admin/pages/secret', superAuth, { translations: { en: { title: 'x', content: '' } } }))
        .type,
    ).toBe('error');

    const settings = await inject('PUT', '/api/admin/settings', superAuth, { site_name: 'OpenX Pro' });
    expect(settings.message.site_name).toBe('OpenX Pro');
    expect((await inject('GET', '/api/getSiteConfig')).message.site_name).toBe('OpenX Pro');
    expect((await inject('GET', '/api/admin/settings', superAuth)).message.site_name).toBe('OpenX Pro');
  });

  it('requires the English translation', async () => {
    const res = await inject('POST', '/api/admin/news', superAuth, {
      translations: { zh: { title: '只有中文', abstract: '', content: '' } },
    });
    expect(res).toEqual({ type: 'error', message: 'translations › en: required' });
  });
});

describe('two-factor authentication (TOTP)', () => {
  const STEP = 30_000;
  // The clock is frozen at the start of a 30 s step and moved by hand, so codes and windows are exact.
  const start = Math.floor(Date.now() / STEP) * STEP + STEP + 1_000;
  const codeAt = (secret: string, offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
      timestamp: Date.now() + offsetSteps * STEP,
    });
  const login = (email: string, code?: string, lang = 'en') =>
    inject('POST', `/api/admin/login?lang=${lang}`, undefined, {
      email,
      password: 'Role-Pass-123',
      ...(code ? { code } : {}),
    });

  afterEach(() => {
    vi.useRealTimers();
  });

  async function enrolled() {
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const a = await makeAdmin('support');
    const setup = await inject('POST', '/api/admin/2fa/setup', a.auth);
    expect(setup.type).toBe('ok');
    const { secret, otpauth_url } = setup.message;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*algorithm=SHA1&digits=6&period=30/);
    expect((await inject('GET', '/api/admin/2fa', a.auth)).message).toEqual({
      enabled: false,
      pending: true,
      recovery_left: 0,
    });
    return { ...a, secret };
  }

  it('enrols: a wrong code does not enable; the right code does, with an audit row; the secret is never shown again', async () => {
    const a = await enrolled();
    const wrong = codeAt(a.secret) === '000000' ? '111111' : '000000';
    expect(await inject('POST', '/api/admin/2fa/enable', a.auth, { code: wrong })).toEqual({
      type: 'error',
      message: 'The authenticator code is wrong or was already used',
    });
    expect((await inject('POST', '/api/admin/2fa/enable', a.auth, { code: codeAt(a.secret) })).type).toBe('ok');
    expect((await inject('GET', '/api/admin/2fa', a.auth)).message).toEqual({
      enabled: true,
      pending: false,
      recovery_left: 10,
    });
    expect(await inject('POST', '/api/admin/2fa/setup', a.auth)).toEqual({
      type: 'error',
      message: 'Two-factor authentication is already on',
    });
    const audit = await inject('GET', '/api/admin/audit?action=admin.2fa_enable', superAuth);
    const row = audit.message.list.find((r: { target: string }) => r.target === `admin:${a.id}`);
    expect(row).toMatchObject({ admin_email: a.email, before: { totp_enabled: false }, after: { totp_enabled: true } });
    expect(JSON.stringify(audit)).not.toContain(a.secret);
  });

  it('stores the secret sealed (AES-256-GCM); a plain secret from before is sealed at start and still works', async () => {
    const a = await enrolled();
    const db = t.app.database.db;
    const [pending] = await db.select().from(admins).where(eq(admins.id, a.id));
    expect(pending?.totpPendingSecret).toMatch(/^v1\./);
    expect(pending?.totpPendingSecret).not.toContain(a.secret);
    await inject('POST', '/api/admin/2fa/enable', a.auth, { code: codeAt(a.secret) });
    const [on] = await db.select().from(admins).where(eq(admins.id, a.id));
    expect(on?.totpSecret).toMatch(/^v1\./);
    expect(on?.totpSecret).not.toContain(a.secret);

    // As stored before this version: plain base32. The start step seals it; the same code still opens.
    await db.update(admins).set({ totpSecret: a.secret }).where(eq(admins.id, a.id));
    const service = createAdminService(db, {
      audit: createAuditService(db),
      tokenTtlHours: 1,
      throttle: createThrottleService(db),
      box: createSecretBox(t.config.secretKey),
    });
    expect(await service.sealPlainSecrets()).toBe(1);
    expect(await service.sealPlainSecrets()).toBe(0);
    const [sealed] = await db.select().from(admins).where(eq(admins.id, a.id));
    expect(sealed?.totpSecret).toMatch(/^v1\./);
    vi.setSystemTime(start + STEP);
    expect((await login(a.email, codeAt(a.secret))).type).toBe('ok');
  });

  it('login then needs the code: without it need_2fa and no token; with it the token', async () => {
    const a = await enrolled();
    await inject('POST', '/api/admin/2fa/enable', a.auth, { code: codeAt(a.secret) });
    expect(await login(a.email)).toEqual({
      type: 'ok',
      message: { need_2fa: true, message: 'Enter your authenticator code' },
    });
    expect((await login(a.email, undefined, 'zh')).message.message).toBe('请输入身份验证器中的验证码');
    vi.setSystemTime(start + STEP);
    const res = await login(a.email, codeAt(a.secret));
    expect(res.type).toBe('ok');
    expect(res.message.admin.email).toBe(a.email);
    expect((await inject('GET', '/api/admin/me', { authorization: res.message.token })).type).toBe('ok');
  });

  it('hands out 10 recovery codes once at enrolment (stored hashed); each signs in once', async () => {
    const a = await enrolled();
    const on = await inject('POST', '/api/admin/2fa/enable', a.auth, { code: codeAt(a.secret) });
    expect(on.type).toBe('ok');
    const codes: string[] = on.message.recovery_codes;
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const stored = await t.app.database.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, a.id));
    expect(stored).toHaveLength(10);
    expect(
      stored.some((r) => codes.includes(r.codeHash) || codes.map((c) => c.replace('-', '')).includes(r.codeHash)),
    ).toBe(false);

    const res = await login(a.email, codes[0]!.toUpperCase());
    expect(res.type).toBe('ok');
    expect((await inject('GET', '/api/admin/me', { authorization: res.message.token })).type).toBe('ok');
    expect(await login(a.email, codes[0])).toEqual({
      type: 'error',
      message: 'The authenticator code is wrong or was already used',
    });
    expect((await inject('GET', '/api/admin/2fa', a.auth)).message.recovery_left).toBe(9);
    expect((await login(a.email, 'zzzzz-zzzzz')).type).toBe('error');
    // Turning 2FA off deletes the codes.
    vi.setSystemTime(start + STEP);
    expect((await inject('POST', '/api/admin/2fa/disable', a.auth, { code: codeAt(a.secret) })).type).toBe('ok');
    expect(
      await t.app.database.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, a.id)),
    ).toHaveLength(0);
  });

  it('refuses a replayed code, even within its window', async () => {
    const a = await enrolled();
    const code = codeAt(a.secret);
    await inject('POST', '/api/admin/2fa/enable', a.auth, { code });
    expect((await login(a.email, code)).message).toBe('The authenticator code is wrong or was already used');
    const next = codeAt(a.secret, 1);
    expect((await login(a.email, next)).type).toBe('ok');
    expect((await login(a.email, next)).type).toBe('error');
    // Codes two steps away are outside the ±1 window.
    expect((await login(a.email, codeAt(a.secret, 2))).type).toBe('error');
  });

  it('counts wrong codes as failed logins and throttles, even with the right code afterwards', async () => {
    const a = await enrolled();
    await inject('POST', '/api/admin/2fa/enable', a.auth, { code: codeAt(a.secret) });
    vi.setSystemTime(start + STEP);
    const right = codeAt(a.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await login(a.email, wrong)).type).toBe('error');
    expect(await login(a.email, right)).toEqual({
      type: 'error',
      message: 'Too many attempts, please try again later',
    });
  });

  it('disables only with a current code, with an audit row; login is then password only', async () => {
    const a = await enrolled();
    await inject('POST', '/api/admin/2fa/enable', a.auth, { code: codeAt(a.secret) });
    vi.setSystemTime(start + STEP);
    const wrong = codeAt(a.secret) === '000000' ? '111111' : '000000';
    expect((await inject('POST', '/api/admin/2fa/disable', a.auth, { code: wrong })).type).toBe('error');
    expect((await inject('POST', '/api/admin/2fa/disable', a.auth, { code: 'abc' })).type).toBe('error');
    expect((await inject('POST', '/api/admin/2fa/disable', a.auth, { code: codeAt(a.secret) })).type).toBe('ok');
    expect((await inject('GET', '/api/admin/2fa', a.auth)).message).toEqual({
      enabled: false,
      pending: false,
      recovery_left: 0,
    });
    expect(await inject('POST', '/api/admin/2fa/disable', a.auth, { code: codeAt(a.secret) })).toEqual({
      type: 'error',
      message: 'Two-factor authentication is not on',
    });
    expect((await login(a.email)).message.token).toBeTypeOf('string');
    const audit = await inject('GET', '/api/admin/audit?action=admin.2fa_disable', superAuth);
    expect(audit.message.list.some((r: { target: string }) => r.target === `admin:${a.id}`)).toBe(true);
  });

  it('enable needs a setup first and a signed-in admin; the demo admin logs in with email and password', async () => {
    const a = await makeAdmin('content');
    expect(await inject('POST', '/api/admin/2fa/enable', a.auth, { code: '123456' })).toEqual({
      type: 'error',
      message: 'Start the two-factor setup first',
    });
    expect((await inject('POST', '/api/admin/2fa/setup')).type).toBe('999');
    const demo = await inject('POST', '/api/admin/login', undefined, {
      email: 'admin@example.com',
      password: 'Admin12345',
    });
    expect(demo.message.token).toBeTypeOf('string');
  });
});
