import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { accountsModule } from './accounts.module';
import { type Auth, bindPhone, call, makeUser } from './accounts.test-helpers';

let t: TestApp;
let dataDir: string;
let admin: Auth;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kyc-'));
  t = await makeTestApp({ seed: true, dataDir });
  admin = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ID = '11010519491231002X';
const basic = (auth: Auth, body: object = {}) =>
  call(t.app, 'POST', '/api/user/real', {
    auth,
    body: { real_type: 1, id_type: 1, name: '张三', card_id: ID, country: 'CN', ...body },
  });
const state = async (auth: Auth) => (await call(t.app, 'GET', '/api/real/state', { auth })).message;
// biome-ignore lint/suspicious/noExplicitAny: review rows as the wire sends them
const pending = async (): Promise<any[]> => (await call(t.app, 'GET', '/api/admin/kyc', { auth: admin })).message.list;

/** An image uploaded by `auth` (`purpose: 'identity'` uploads it as an identity document, private at once). */
async function photo(auth: Auth, colour: string, purpose?: string): Promise<string> {
  const file = await sharp({ create: { width: 4, height: 4, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const boundary = 'b0undary';
  const field = purpose ? `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` : '';
  const payload = Buffer.concat([
    Buffer.from(
      `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.json().message;
}

describe('identity verification', () => {
  it('needs email and phone bound, checks the document format per type', async () => {
    const u = await makeUser(t.app);
    expect((await basic(u.auth)).message).toBe('Please bind your email and phone first');
    await bindPhone(t.app, u.auth);
    expect((await basic(u.auth, { card_id: '110105194912310021' })).message).toBe(
      'document number: is not a valid identity card number',
    );
    expect((await basic(u.auth, { id_type: 2, card_id: 'AB12' })).message).toBe(
      'document number: 6-9 letters or digits',
    );
    expect((await basic(u.auth, { id_type: 3, card_id: 'D1' })).message).toBe(
      'document number: 5-20 letters or digits',
    );
    expect(
      (
        await call(t.app, 'POST', '/api/user/real', {
          auth: u.auth,
          body: { real_type: 2, front_pic: 'x', reverse_pic: 'y' },
        })
      ).message,
    ).toBe('Please complete basic verification first');
  });

  it('goes review → failed → resubmitted → verified, then level 2 with photos; approved data is locked', async () => {
    const u = await makeUser(t.app);
    await bindPhone(t.app, u.auth);
    expect(await state(u.auth)).toEqual({
      level: 0,
      primary: { state: 'none', reason: null },
      advanced: { state: 'none', reason: null },
      limits: {
        1: { withdraw_btc_24h: '200', fiat_op_usdt: '2000' },
        2: { withdraw_btc_24h: '500', fiat_op_usdt: '1000000' },
      },
      // the original client's numbers (docs/original-client.md)
      real_status: 0,
      review_status: 0,
      advanced_review_status: 0,
      real_data: null,
    });
    /** real_status, review_status, advanced_review_status: what the original client reads at each step. */
    const original = async () => {
      const s = await state(u.auth);
      return [s.real_status, s.review_status, s.advanced_review_status];
    };
    expect(await basic(u.auth)).toEqual({ type: 'ok', message: 'Submitted, waiting for review' });
    expect((await basic(u.auth)).message).toBe('Your verification is under review');
    expect((await state(u.auth)).primary).toMatchObject({
      state: 'review',
      card_id: '110***********002X',
      name: '张三',
      country: 'CN',
    });
    expect(await original()).toEqual([1, 1, 0]);
    expect((await state(u.auth)).real_data).toEqual({
      name: '张三',
      id_type: 1,
      card_id: '110***********002X',
      country: 'CN',
    });

    const review = (await pending()).find((r) => r.email === u.email);
    expect(review).toMatchObject({ real_type: 1, id_type: 1, card_id: ID, country: 'CN', state: 'review' });
    const noReason = await call(t.app, 'POST', `/api/admin/kyc/${review.id}/reject`, { auth: admin, body: {} });
    expect(noReason.type).toBe('error');
    const rejected = await call(t.app, 'POST', `/api/admin/kyc/${review.id}/reject`, {
      auth: admin,
      body: { reason: 'blurry' },
    });
    expect(rejected.message).toMatchObject({ state: 'failed', reason: 'blurry' });
    expect((await call(t.app, 'POST', `/api/admin/kyc/${review.id}/approve`, { auth: admin })).message).toBe(
      'This review has already been decided',
    );
    expect((await state(u.auth)).primary).toMatchObject({ state: 'failed', reason: 'blurry' });
    expect(await original()).toEqual([0, 0, 0]); // the original has no rejected state: "not verified"
    expect((await state(u.auth)).real_data).toBeNull();

    expect((await basic(u.auth, { name: 'Zhang San' })).type).toBe('ok'); // resubmission after a failure
    const second = (await pending()).find((r) => r.email === u.email);
    expect((await call(t.app, 'POST', `/api/admin/kyc/${second.id}/approve`, { auth: admin })).message.state).toBe(
      'verified',
    );
    expect((await state(u.auth)).level).toBe(1);
    expect(await original()).toEqual([1, 2, 0]);
    expect((await basic(u.auth)).message).toBe('This level is already verified');

    const bad = await call(t.app, 'POST', '/api/user/real', {
      auth: u.auth,
      body: { real_type: 2, front_pic: 'https://x/y.png', reverse_pic: 'https://x/z.png' },
    });
    expect(bad.message).toBe('front photo: must be an uploaded image');
    const [front, back] = [await photo(u.auth, '#111111'), await photo(u.auth, '#222222')];
    expect(
      (
        await call(t.app, 'POST', '/api/user/real', {
          auth: u.auth,
          body: { real_type: 2, front_pic: front, reverse_pic: back },
        })
      ).type,
    ).toBe('ok');
    expect(await original()).toEqual([2, 2, 1]);
    const adv = (await pending()).find((r) => r.email === u.email && r.real_type === 2);
    // Reviewers get signed short-lived links, never the public address.
    expect(adv.front_pic.startsWith(`${front}?`)).toBe(true);
    expect(adv.reverse_pic.startsWith(`${back}?`)).toBe(true);
    await call(t.app, 'POST', `/api/admin/kyc/${adv.id}/approve`, { auth: admin });
    expect((await state(u.auth)).level).toBe(2);
    expect(await original()).toEqual([2, 2, 2]);
    expect((await call(t.app, 'GET', '/api/user/info', { auth: u.auth })).message.real_level).toBe(2);

    const audit = await call(t.app, 'GET', '/api/admin/audit?action=kyc.approve', { auth: admin });
    expect(audit.message.total).toBeGreaterThanOrEqual(2);
  });

  it('level 1 stores the country (ISO alpha-2, any case) and shows it to the user and the back office', async () => {
    const u = await makeUser(t.app);
    await bindPhone(t.app, u.auth);
    const db = t.app.database.db;
    const { users } = t.app.use(accountsModule);
    expect((await basic(u.auth, { id_type: 2, card_id: 'E12345678', country: ' th ' })).type).toBe('ok');
    expect((await state(u.auth)).primary).toMatchObject({ state: 'review', country: 'TH' });
    expect((await state(u.auth)).real_data).toMatchObject({ country: 'TH' });
    const review = (await pending()).find((r) => r.email === u.email);
    expect(review).toMatchObject({ real_type: 1, country: 'TH' });
    const detail = await call(t.app, 'GET', `/api/admin/users/${review.user_id}`, { auth: admin });
    expect(detail.message.reviews[0]).toMatchObject({ id: review.id, country: 'TH' });
    // Only an approved review makes it the user's verified country.
    expect(await users.verifiedCountry(db, review.user_id)).toBeNull();
    await call(t.app, 'POST', `/api/admin/kyc/${review.id}/approve`, { auth: admin });
    expect(await users.verifiedCountry(db, review.user_id)).toBe('TH');
  });

  it('an unknown, overlong or NUL country is a translated field error; none (older clients) stores null', async () => {
    const u = await makeUser(t.app);
    await bindPhone(t.app, u.auth);
    expect(await basic(u.auth, { country: 'XX' })).toEqual({
      type: 'error',
      message: 'country: is not a country we can verify',
    });
    const zh = await call(t.app, 'POST', '/api/user/real?lang=zh', {
      auth: u.auth,
      body: { real_type: 1, id_type: 1, name: '张三', card_id: ID, country: 'ZZ' },
    });
    expect(zh).toEqual({ type: 'error', message: '国家/地区：不是可认证的国家或地区' });
    expect((await basic(u.auth, { country: 'CHN' })).message).toMatch(/^country: /);
    expect((await basic(u.auth, { country: 'China'.repeat(1000) })).message).toMatch(/^country: /);
    expect((await basic(u.auth, { country: 'C\u0000' })).message).toMatch(/^country: /);
    expect((await basic(u.auth, { country: '\u0000' })).type).toBe('error');
    expect((await basic(u.auth, { country: 7 })).message).toMatch(/^country: /);
    expect((await state(u.auth)).primary).toEqual({ state: 'none', reason: null });

    // The spec's client documents no country: the submission is accepted without one.
    expect((await basic(u.auth, { country: undefined })).type).toBe('ok');
    expect((await state(u.auth)).primary).toMatchObject({ state: 'review', country: null });
    const review = (await pending()).find((r) => r.email === u.email);
    expect(review.country).toBeNull();
  });

  it("a second user never sees the first one's review", async () => {
    const a = await makeUser(t.app);
    await bindPhone(t.app, a.auth);
    await basic(a.auth, { id_type: 2, card_id: 'E12345678' });
    const b = await makeUser(t.app);
    expect((await state(b.auth)).primary).toEqual({ state: 'none', reason: null });
    expect((await call(t.app, 'GET', '/api/admin/kyc', { auth: b.auth })).type).toBe('999');
  });

  it('review queue is for super and support only', async () => {
    const created = await call(t.app, 'POST', '/api/admin/admins', {
      auth: admin,
      body: { email: 'content@example.com', name: 'C', role: 'content', password: 'Content-Pass-1' },
    });
    expect(created.type).toBe('ok');
    const content = await adminAuth(t.app, 'content@example.com', 'Content-Pass-1');
    expect((await call(t.app, 'GET', '/api/admin/kyc', { auth: content })).message).toBe(
      'You are not allowed to do this',
    );
  });
});

describe('identity photos are private and bound to their uploader', () => {
  /** A user at level 1 (basic approved), ready for the advanced level. */
  async function levelOne() {
    const u = await makeUser(t.app);
    await bindPhone(t.app, u.auth);
    expect((await basic(u.auth)).type).toBe('ok');
    const review = (await pending()).find((r) => r.email === u.email && r.real_type === 1);
    await call(t.app, 'POST', `/api/admin/kyc/${review.id}/approve`, { auth: admin });
    return u;
  }
  const advanced = (auth: Auth, front: string, back: string) =>
    call(t.app, 'POST', '/api/user/real', { auth, body: { real_type: 2, front_pic: front, reverse_pic: back } });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("another user's upload cannot be attached as avatar or identity photo (translated error)", async () => {
    const owner = await makeUser(t.app);
    const thief = await levelOne();
    const theirs = await photo(owner.auth, '#333333');
    const mine = await photo(thief.auth, '#444444');
    const avatar = await call(t.app, 'POST', '/api/user/uploadHeadPortrait', {
      auth: thief.auth,
      body: { head_portrait: theirs },
    });
    expect(avatar).toEqual({ type: 'error', message: 'avatar: This image was uploaded by another account' });
    expect((await advanced(thief.auth, theirs, mine)).message).toBe(
      'front photo: This image was uploaded by another account',
    );
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/user/real?lang=zh',
      headers: thief.auth,
      payload: { real_type: 2, front_pic: mine, reverse_pic: theirs },
    });
    expect(zh.json().message).toContain('该图片由其他账户上传');
    // The same bytes uploaded by both: both own the file.
    const same = await photo(thief.auth, '#333333');
    expect(same).toBe(theirs);
    expect((await advanced(thief.auth, same, mine)).type).toBe('ok');
  });

  it('submitted photos leave their public address; reviewers and the owner get signed links with private caching', async () => {
    const u = await levelOne();
    const [front, back] = [await photo(u.auth, '#555555'), await photo(u.auth, '#666666')];
    expect((await get(front)).statusCode).toBe(200); // an ordinary upload, not yet an identity photo
    expect((await advanced(u.auth, front, back)).type).toBe('ok');
    for (const address of [front, back]) {
      const open = await get(address);
      expect(open.statusCode).toBe(404);
      expect(String(open.headers['cache-control'] ?? '')).not.toMatch(/public/);
    }

    const review = (await pending()).find((r) => r.email === u.email && r.real_type === 2);
    const signed = await get(review.front_pic);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('private, no-store');
    expect(signed.headers['content-type']).toBe('image/jpeg');
    const tampered = new URL(review.front_pic, 'http://x');
    tampered.searchParams.set('exp', String(Date.now() + 60_000));
    expect((await get(`${tampered.pathname}${tampered.search}`)).statusCode).toBe(404);
    // A link for one photo does not open the other.
    const swapped = new URL(review.front_pic, 'http://x');
    expect((await get(`${back}${swapped.search}`)).statusCode).toBe(404);

    // The owner asks for their own link; another user cannot.
    const own = await call(t.app, 'POST', '/api/upload/link', { auth: u.auth, body: { address: front } });
    expect(own.type).toBe('ok');
    expect((await get(own.message.url)).statusCode).toBe(200);
    const other = await makeUser(t.app);
    const refused = await call(t.app, 'POST', '/api/upload/link', { auth: other.auth, body: { address: front } });
    expect(refused.type).toBe('error');
  });

  it('an upload sent as an identity document is private from the start', async () => {
    const u = await makeUser(t.app);
    const address = await photo(u.auth, '#777777', 'identity');
    expect((await get(address)).statusCode).toBe(404);
    const own = await call(t.app, 'POST', '/api/upload/link', { auth: u.auth, body: { address } });
    expect((await get(own.message.url)).statusCode).toBe(200);
  });

  it('in the back office only identity reviewers get the photos: finance sees the user, not the documents', async () => {
    const u = await levelOne();
    const [front, back] = [await photo(u.auth, '#888888'), await photo(u.auth, '#999999')];
    expect((await advanced(u.auth, front, back)).type).toBe('ok');
    const id = (await call(t.app, 'GET', '/api/user/info', { auth: u.auth })).message.id;
    const make = async (role: string) => {
      const email = `${role}-${Date.now()}@example.com`;
      await call(t.app, 'POST', '/api/admin/admins', {
        auth: admin,
        body: { email, name: role, role, password: 'Role-Pass-123' },
      });
      return adminAuth(t.app, email, 'Role-Pass-123');
    };
    const finance = await make('finance');
    const support = await make('support');
    const seen = async (auth: Auth) =>
      (await call(t.app, 'GET', `/api/admin/users/${id}`, { auth })).message.reviews.find(
        (r: { real_type: number }) => r.real_type === 2,
      );
    expect(await seen(finance)).toMatchObject({ front_pic: null, reverse_pic: null });
    expect((await call(t.app, 'GET', '/api/admin/kyc', { auth: finance })).type).toBe('error');
    const bySupport = await seen(support);
    expect(bySupport.front_pic.startsWith(`${front}?`)).toBe(true);
    expect((await get(bySupport.front_pic)).statusCode).toBe(200);
  });
});
