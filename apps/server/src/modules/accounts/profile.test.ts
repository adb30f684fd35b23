import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../plugins/errors';
import { registerLang } from '../../plugins/lang';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { type Auth, call, makeUser, registerUser } from './accounts.test-helpers';
import { createUserGuard } from './auth.guard';
import { createSessionService } from './sessions.service';
import { users } from './users.tables';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'accounts-'));
  t = await makeTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A real PNG with a text chunk of metadata that the re-encoding must drop. */
async function png(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .toBuffer();
}

function multipart(file: Buffer, name = 'photo.png', type = 'image/png') {
  const boundary = '----acc-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(auth: Auth | undefined, file: Buffer, name?: string) {
  const body = multipart(file, name);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(auth ?? {}) },
  });
  return res.json() as { type: string; message: string };
}

describe('upload', () => {
  it('accepts a real PNG, re-encodes it without metadata, and serves it with our type and nosniff', async () => {
    const u = await makeUser(t.app);
    const original = await png();
    expect(original.includes(Buffer.from('secret-exif-marker'))).toBe(true);
    const res = await upload(u.auth, original, '../../evil name.png');
    expect(res.type).toBe('ok');
    expect(res.message).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    const file = await t.app.inject({ method: 'GET', url: res.message });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.includes(Buffer.from('secret-exif-marker'))).toBe(false);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
  });

  it('refuses a text file renamed .png, a missing token and a body over 10 MB', async () => {
    const u = await makeUser(t.app);
    expect(await upload(u.auth, Buffer.from('<html><script>alert(1)</script></html>'), 'x.png')).toEqual({
      type: 'error',
      message: 'Only JPG, PNG or WebP images can be uploaded',
    });
    expect((await upload(undefined, await png())).type).toBe('999');
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    expect(await upload(u.auth, big)).toEqual({ type: 'error', message: 'The request is too large' });
  });
});

describe('profile', () => {
  it('/user/info answers only the caller, whatever id is sent', async () => {
    const a = await makeUser(t.app);
    const b = await makeUser(t.app);
    const mine = await call(t.app, 'GET', '/api/user/info', { auth: a.auth });
    const viaParams = await call(t.app, 'POST', '/api/user/info', { auth: a.auth, body: { id: 9999, user_id: 1 } });
    const other = await call(t.app, 'GET', `/api/user/info?id=${mine.message.id}`, { auth: b.auth });
    expect(viaParams.message.email).toBe(a.email);
    expect(other.message.email).toBe(b.email);
    expect(mine.message.invite_link).toBe(
      `http://localhost:8080/h5/#/pages/common/register?code=${mine.message.invite_code}`,
    );
  });

  it('edits nickname, signature and avatar with checks', async () => {
    const u = await makeUser(t.app);
    expect(
      (await call(t.app, 'POST', '/api/user/editNickname', { auth: u.auth, body: { nickname: '张三Trader' } })).type,
    ).toBe('ok');
    expect(
      (await call(t.app, 'POST', '/api/user/editNickname', { auth: u.auth, body: { nickname: 'a b!' } })).message,
    ).toBe('nickname: 2-10 characters: letters, Chinese characters or digits');
    expect(
      (await call(t.app, 'POST', '/api/user/editSignature', { auth: u.auth, body: { signature: 'x' } })).type,
    ).toBe('error');
    expect(
      (await call(t.app, 'POST', '/api/user/editSignature', { auth: u.auth, body: { signature: 'Long only' } })).type,
    ).toBe('ok');
    const bad = await call(t.app, 'POST', '/api/user/uploadHeadPortrait', {
      auth: u.auth,
      body: { head_portrait: 'https://evil.example/x.png' },
    });
    expect(bad.message).toBe('avatar: must be an uploaded image');
    const address = (await upload(u.auth, await png())).message;
    expect(
      (await call(t.app, 'POST', '/api/user/uploadHeadPortrait', { auth: u.auth, body: { head_portrait: address } }))
        .type,
    ).toBe('ok');
    const info = (await call(t.app, 'GET', '/api/user/info', { auth: u.auth })).message;
    expect(info).toMatchObject({ nickname: '张三Trader', signature: 'Long only', head_portrait: address });
  });

  it('invites: unique code, invitees listed with masked accounts', async () => {
    const inviter = await makeUser(t.app);
    const invite = await call(t.app, 'GET', '/api/user/invite', { auth: inviter.auth });
    expect(invite.message.invite_code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    await registerUser(t.app, 'bob-invited@example.com', 'Secret-123', { extension_code: invite.message.invite_code });
    expect((await call(t.app, 'GET', '/api/user/invite', { auth: inviter.auth })).message.invited_count).toBe(1);
    const list = await call(t.app, 'GET', '/api/user/invite/list', { auth: inviter.auth });
    expect(list.message).toEqual({
      list: [{ account: 'b***@example.com', created_at: expect.any(String) }],
      total: 1,
      page: 1,
      limit: 10,
    });
  });

  it('lists calling codes, 86 first, names translated, each with its ISO country (what /user/real takes)', async () => {
    const en = await call(t.app, 'GET', '/api/area');
    expect(en.message[0]).toEqual({ id: 1, name: 'China', area_code: '86', country: 'CN' });
    const plusOne = en.message.filter((a: { area_code: string }) => a.area_code === '1');
    expect(plusOne.map((a: { country: string }) => a.country)).toEqual(['US', 'CA']);
    expect((await call(t.app, 'GET', '/api/area?lang=zh')).message[0].name).toBe('中国');
    expect((await call(t.app, 'GET', '/api/area?lang=fra')).message[0].name).toBe('Chine');
  });
});

describe('requireLevel', () => {
  it('answers 999 without a token and 998 below the level', async () => {
    const guard = createUserGuard(createSessionService(t.app.database.db, { ttlDays: 7 }));
    const f = Fastify();
    f.decorateRequest('userId', 0);
    f.decorateRequest('userSessionId', 0);
    registerLang(f);
    registerErrorHandling(f);
    f.get('/needs-kyc', { preValidation: guard.requireLevel(1) }, async (req) => ({ type: 'ok', message: req.userId }));
    await f.ready();
    const u = await makeUser(t.app);
    const get = async (headers = {}) => (await f.inject({ method: 'GET', url: '/needs-kyc', headers })).json();
    expect(await get()).toEqual({ type: '999', message: 'Please log in first' });
    expect(await get(u.auth)).toEqual({ type: '998', message: 'Identity verification is required' });
    const { eq } = await import('drizzle-orm');
    await t.app.database.db.update(users).set({ realLevel: 1 }).where(eq(users.email, u.email));
    expect((await get(u.auth)).type).toBe('ok');
    expect((await guard.verifyToken(u.auth.authorization))?.userId).toBe((await get(u.auth)).message);
    expect(await guard.verifyToken('nope')).toBeNull();
    await f.close();
  });
});
