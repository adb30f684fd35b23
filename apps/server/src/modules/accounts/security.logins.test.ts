/**
 * Login history and the new-login mail: every new session is recorded (time, address, device parsed from the
 * user agent, place), the owner reads their own history page by page, the back office sees it on the user's
 * detail, and one mail per login goes out through the notify outbox after the login committed.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { outbox } from '../notify/notify.tables';
import { type Auth, call, makeUser, registerUser } from './accounts.test-helpers';
import { describeAgent, placeOf } from './login-device';
import { userLogins } from './safety.tables';
import { users } from './users.tables';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: true, startJobs: false });
});
afterAll(async () => t.close());

const db = () => t.app.database.db;
const mailSweeper = () => t.app.sweepers.list().find((s) => s.name === 'accounts.login_mail')!;

async function loginFrom(email: string, password: string, ip: string, userAgent: string): Promise<Auth> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
    payload: { user_string: email, password },
  });
  const body = res.json();
  expect(body.type).toBe('ok');
  return { authorization: body.message };
}

const mailsTo = (email: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.channel, 'email')))
    .orderBy(desc(outbox.id));

describe('device and place from the request', () => {
  it('parses the user agent with bowser', () => {
    expect(describeAgent(IPHONE)).toEqual({
      device: 'mobile',
      browser: 'Safari 17.1',
      os: 'iOS 17.1',
      model: 'Apple iPhone',
    });
    expect(describeAgent(WINDOWS_CHROME)).toEqual({
      device: 'desktop',
      browser: 'Chrome 120.0',
      os: 'Windows NT 10.0',
      model: '',
    });
    expect(describeAgent('')).toEqual({ device: 'unknown', browser: '', os: '', model: '' });
    expect(describeAgent('Googlebot/2.1 (+http://www.google.com/bot.html)').device).toBe('bot');
  });

  it('names only what the address itself tells: loopback and private networks, else unknown', () => {
    expect(placeOf('127.0.0.1')).toBe('loopback');
    expect(placeOf('::1')).toBe('loopback');
    expect(placeOf('::ffff:127.0.0.1')).toBe('loopback');
    expect(placeOf('10.1.2.3')).toBe('private');
    expect(placeOf('192.168.1.20')).toBe('private');
    expect(placeOf('172.20.0.5')).toBe('private');
    expect(placeOf('fd12::1')).toBe('private');
    expect(placeOf('203.0.113.7')).toBeNull();
    expect(placeOf('2001:db8::1')).toBeNull();
    expect(placeOf('not an ip')).toBeNull();
  });
});

describe('login history', () => {
  it('records every login with device and place, newest first, page by page, for the owner only', async () => {
    const { email, password } = await registerUser(t.app);
    await loginFrom(email, password, '203.0.113.7', IPHONE);
    await loginFrom(email, password, '192.168.1.20', WINDOWS_CHROME);
    const auth = await loginFrom(email, password, '127.0.0.1', '');

    const all = await call(t.app, 'GET', '/api/safe/logins', { auth });
    expect(all.type).toBe('ok');
    expect(all.message).toMatchObject({ total: 3, page: 1 });
    expect(all.message.list).toEqual([
      expect.objectContaining({ ip: '127.0.0.1', device: 'unknown', place: 'loopback', user_agent: '' }),
      expect.objectContaining({ ip: '192.168.1.20', device: 'desktop', browser: 'Chrome 120.0', place: 'private' }),
      {
        id: expect.any(Number),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        ip: '203.0.113.7',
        device: 'mobile',
        browser: 'Safari 17.1',
        os: 'iOS 17.1',
        model: 'Apple iPhone',
        place: null,
        user_agent: IPHONE,
      },
    ]);

    const page2 = await call(t.app, 'GET', '/api/safe/logins?page=2&limit=2', { auth });
    expect(page2.message).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.message.list.map((r: { ip: string }) => r.ip)).toEqual(['203.0.113.7']);

    // Another user sees only their own single login; a visitor gets the login answer.
    const other = await makeUser(t.app);
    const theirs = await call(t.app, 'GET', '/api/safe/logins', { auth: other.auth });
    expect(theirs.message.total).toBe(1);
    expect(theirs.message.list[0].ip).not.toBe('203.0.113.7');
    expect((await call(t.app, 'GET', '/api/safe/logins')).type).toBe('999');
    expect((await call(t.app, 'GET', '/api/safe/logins?limit=500', { auth })).type).toBe('error');
  });

  it('shows the latest sign-ins on the back office user detail', async () => {
    const { email, password } = await registerUser(t.app);
    await loginFrom(email, password, '198.51.100.4', WINDOWS_CHROME);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    const admin = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
    const detail = await call(t.app, 'GET', `/api/admin/users/${user!.id}`, { auth: admin });
    expect(detail.type).toBe('ok');
    expect(detail.message.logins).toEqual([
      expect.objectContaining({ ip: '198.51.100.4', device: 'desktop', os: 'Windows NT 10.0', place: null }),
    ]);
  });
});

describe('new-login mail', () => {
  it('sends one mail per login, after it committed, with time, device, place and address', async () => {
    const { email, password } = await registerUser(t.app);
    await loginFrom(email, password, '203.0.113.9', IPHONE);
    const before = (await mailsTo(email)).length;
    const [row] = await db().select().from(userLogins).where(eq(userLogins.ip, '203.0.113.9'));
    expect(row!.state).toBe('due');

    await mailSweeper().runOnce();
    const mails = await mailsTo(email);
    expect(mails.length).toBe(before + 1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('OpenX: new sign-in to your account');
    const time = row!.createdAt.toISOString().slice(0, 19).replace('T', ' ');
    expect(mail.body).toContain(`Time: ${time} UTC`);
    expect(mail.body).toContain('Device: Apple iPhone · iOS 17.1 · Safari 17.1');
    expect(mail.body).toContain('Place: unknown (the address is not looked up)');
    expect(mail.body).toContain('IP address: 203.0.113.9');

    // Sent once: the next pass finds nothing for it.
    await mailSweeper().runOnce();
    expect((await mailsTo(email)).length).toBe(before + 1);
    const [after] = await db().select().from(userLogins).where(eq(userLogins.id, row!.id));
    expect(after!.state).toBe('sent');
  });

  it("is written in the user's language", async () => {
    const { email, password } = await registerUser(t.app);
    await db().update(users).set({ lang: 'fra' }).where(eq(users.email, email));
    await loginFrom(email, password, '10.9.8.7', WINDOWS_CHROME);
    await mailSweeper().runOnce();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('OpenX : nouvelle connexion à votre compte');
    expect(mail!.body).toContain('Lieu : réseau privé');
    expect(mail!.body).toContain('Appareil : Windows NT 10.0 · Chrome 120.0');
  });

  it('skips a user without an email (nothing is sent, the row is settled)', async () => {
    const { email, password } = await registerUser(t.app);
    await loginFrom(email, password, '203.0.113.77', IPHONE);
    await db().update(users).set({ email: null, mobile: '13712345678', areaCode: '86' }).where(eq(users.email, email));
    await mailSweeper().runOnce();
    const [row] = await db().select().from(userLogins).where(eq(userLogins.ip, '203.0.113.77'));
    expect(row!.state).toBe('skipped');
    expect((await mailsTo(email)).filter((m) => m.subject.includes('sign-in'))).toHaveLength(0);
  });
});
