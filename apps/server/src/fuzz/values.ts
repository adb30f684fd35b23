/**
 * The fuzzer's randomness and its bad values. Every generated text carries a marker (`FZ` and 6 characters) so a
 * log line that repeats a request value can be recognised; numbers that cannot carry a marker are long enough
 * (≥ 20 digits) to be recognised on their own.
 */

/** mulberry32: a small seeded PRNG, so a seed replays the same requests. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

export const MARKER = /FZ[a-z0-9]{6}/;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const marker = (r: Rng) => `FZ${Array.from({ length: 6 }, () => r.pick([...ALPHABET])).join('')}`;

/** Bad values of every kind the issue lists; `m` is this request's marker. */
export function badValue(r: Rng, m: string): unknown {
  const kinds: (() => unknown)[] = [
    // wrong types
    () => r.pick([0, 1, -1, 3.5, true, false, null]),
    () => [m],
    () => ({ [m]: m }),
    () => [[[[m]]]],
    () => [],
    () => ({}),
    // huge and negative numbers
    () => r.pick([1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 2 ** 63, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, -0.000001]),
    () => r.pick(['1e308', '-1e308', '1e-400', '9007199254740993', '-1', '-0', '2147483648', '4294967296']),
    // NaN and infinities as text (JSON has no NaN)
    () => r.pick(['NaN', 'Infinity', '-Infinity', 'nan', 'undefined', 'null']),
    // 40-digit decimals
    () => '9'.repeat(40),
    () => `${'1'.repeat(25)}.${'9'.repeat(15)}`,
    () => `0.${'0'.repeat(38)}1`,
    () => `-${'9'.repeat(40)}`,
    () => `${'9'.repeat(20)}.${'9'.repeat(20)}`,
    // numbers Number() reads but a decimal field must not
    () => r.pick(['0x10', '1e3', ' 16', '16.0', '+16', '1_000', '٣', '１２']),
    // NUL and lone surrogates
    () => `${m}\u0000`,
    () => `\u0000${m}`,
    () => `${m}\ud800`,
    () => `\udfff${m}`,
    () => `${m}\ud83d`,
    // long strings
    () => `${m}${'a'.repeat(300_000)}`,
    () => `${m}${'中'.repeat(5_000)}`,
    () => `${m}${'😀'.repeat(2_000)}`,
    // empty and blank
    () => r.pick(['', ' ', '\t\n', '\u200b']),
    // injection-looking text (must be stored or refused, never executed)
    () => `${m}' or 1=1 --`,
    () => `${m}<script>alert(1)</script>`,
    () => `${m}%00%zz{{7*7}}\${7*7}`,
    () => `../../${m}/../etc/passwd`,
    // dates and times out of range
    () => r.pick(['2026-13-45 25:61:61', '9999-12-31', '0000-00-00', '-1', '99999999999999999']),
    () => `${m}@${'x'.repeat(300)}.com`,
  ];
  return r.pick(kinds)();
}

/** Prototype keys merged into an object, written as raw JSON text so they survive as own keys. */
export function prototypeJson(body: Record<string, unknown>, m: string): string {
  const inner = JSON.stringify(body).slice(1, -1);
  const extra = `"__proto__":{"isAdmin":true,"role":"super","${m}":1},"constructor":{"prototype":{"polluted":"${m}"}}`;
  return `{${inner}${inner ? ',' : ''}${extra}}`;
}

/** Broken JSON texts. */
export function brokenJson(r: Rng, m: string): string {
  return r.pick([
    `{"a":"${m}"`,
    `{"a":${m}}`,
    `[${'['.repeat(5000)}`,
    `{"a": NaN, "m": "${m}"}`,
    `{"a": Infinity}`,
    `{"a":1,"a":2,"${m}":}`,
    `"${m}"`,
    'null',
    '12',
    `{"a":"\\ud800${m}"}`,
    `{"a":"\\u0000${m}"}`,
    `{${'"k":1,'.repeat(20000)}"${m}":1}`,
    '\u0000',
    '',
  ]);
}

/** Broken multipart bodies: no boundary, truncated part, wrong boundary, huge headers. */
export function brokenMultipart(r: Rng, m: string): { contentType: string; body: string } {
  const part = `Content-Disposition: form-data; name="file"; filename="${m}.png"\r\nContent-Type: image/png\r\n\r\n`;
  return r.pick([
    { contentType: 'multipart/form-data', body: `--XX\r\n${part}abc\r\n--XX--` },
    { contentType: 'multipart/form-data; boundary=XX', body: `--XX\r\n${part}abc` },
    { contentType: 'multipart/form-data; boundary=XX', body: `--YY\r\n${part}abc\r\n--YY--` },
    { contentType: 'multipart/form-data; boundary=XX', body: `--XX\r\nContent-Disposition: form-data\r\n\r\n${m}` },
    { contentType: 'multipart/form-data; boundary=XX', body: `--XX\r\nX-${m}: ${'a'.repeat(100_000)}\r\n\r\nz` },
    { contentType: 'multipart/form-data; boundary=', body: m },
    { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: `--${'b'.repeat(300)}\r\n${part}` },
    {
      contentType: 'multipart/form-data; boundary=XX',
      body: `--XX\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n${m}\r\n--XX--\r\n`,
    },
  ]);
}
