import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A valid 8×8 RGB PNG (gold square), built in the test: signature, IHDR, IDAT (zlib), IEND with CRCs. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [232, 184, 109]).flat())]);
  const raw = Buffer.concat(Array.from({ length: 8 }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type ApiInit = { method?: string; body?: unknown; token?: string };

/**
 * The server's API over real HTTP for a journey's set-up steps: `api` unwraps the envelope (throws on anything but
 * 'ok'), `admin` signs in as the demo admin once, `moveClock` moves the dev clock as that admin, `codeFor` reads the newest code sent to an address from the dev
 * outbox (demo mode has no mail server).
 */
export function apiClient(baseUrl: () => string) {
  async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
    const res = await fetch(`${baseUrl()}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: init.token } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const json = (await res.json()) as { type: string; message: T };
    if (json.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json.message;
  }

  let adminToken = '';
  async function admin(): Promise<string> {
    if (!adminToken) {
      const res = await api<{ token: string }>('/admin/login', {
        method: 'POST',
        body: { email: 'admin@example.com', password: 'Admin12345' },
      });
      adminToken = res.token;
    }
    return adminToken;
  }

  /** Moves the platform clock forward (a server started with DEV_CLOCK); the route answers a signed-in admin only. */
  async function moveClock(hours: number): Promise<{ now: number }> {
    return api<{ now: number }>('/dev/clock', { method: 'POST', body: { hours }, token: await admin() });
  }

  /** The codes sent to `to`, newest first (new-login mails carry none). */
  async function codesTo(to: string): Promise<string[]> {
    const box = await api<{ list: Array<{ to: string; body: string; subject?: string }> }>(
      '/admin/outbox?page=1&limit=20',
      { token: await admin() },
    );
    return box.list
      .filter((m) => m.to.includes(to))
      .map((m) => /\b(\d{6})\b/.exec(`${m.subject ?? ''} ${m.body}`)?.[1])
      .filter((c): c is string => !!c);
  }

  /** The newest code sent to `to`; `after`: only one sent after that many codes were already there. */
  async function codeFor(to: string, after = 0): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const codes = await codesTo(to);
      if (codes.length > after && codes[0]) return codes[0];
      if (Date.now() > deadline) throw new Error(`no new code for ${to} in the outbox`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  /**
   * A journey's "send code" step: taps `send` (a page's send button), waits for the new message to `to` in the
   * dev outbox and types its code into `field`.
   */
  async function sendAndFillCode(page: Page, ids: { send: string; field: string }, to: string): Promise<string> {
    const before = (await codesTo(to)).length;
    await page.getByTestId(ids.send).click();
    const code = await codeFor(to, before);
    await page.getByTestId(ids.field).fill(code);
    return code;
  }

  return { api, admin, codeFor, moveClock, sendAndFillCode };
}
