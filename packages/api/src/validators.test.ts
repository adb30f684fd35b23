import { describe, expect, it } from 'vitest';
import {
  findUnsafeText,
  fitsAmountColumn,
  hasSpecialChars,
  inRange,
  isAlphanumeric,
  isAmount,
  isCode,
  isDate,
  isDigits,
  isEmail,
  isIdCard,
  isJsonString,
  isLandline,
  isLetters,
  isMainlandMobile,
  isNickname,
  isNumber,
  isPassword,
  isSafeText,
  isSignature,
  isUrl,
  lengthBetween,
  passwordsMatch,
  SPECIAL_CHARS,
} from './validators';

type Case = readonly [string, (s: unknown) => boolean, readonly unknown[], readonly unknown[]];

// [name, predicate, valid inputs, invalid inputs]
const cases: readonly Case[] = [
  [
    'isEmail',
    isEmail,
    ['a@b.co', 'first.last+tag@mail.example.com', 'x_y-z@sub-domain.example.org'],
    ['', 'plain', 'a@b', 'a@b.c', '@b.com', 'a b@c.com', 'a@-b.com', 'a@b..com', `${'a'.repeat(250)}@b.com`, 1],
  ],
  [
    'isMainlandMobile',
    isMainlandMobile,
    ['13800138000', '19912345678', '15000000000'],
    ['12800138000', '10800138000', '1380013800', '138001380001', '+8613800138000', '1380013800a', 13800138000],
  ],
  [
    'isUrl',
    isUrl,
    ['https://example.com', 'http://localhost:3000/path?q=1#h', 'https://例子.测试/路径'],
    ['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', 'http://exa mple.com', '', null],
  ],
  [
    'isDate',
    isDate,
    ['2024-02-29', '2023-12-31', '2000-02-29', '0001-01-01'],
    ['2023-02-29', '1900-02-29', '2023-13-01', '2023-00-10', '2023-04-31', '2023-4-1', '20230401', '2023/04/01', ''],
  ],
  [
    'isNumber',
    isNumber,
    ['0', '-1', '+2', '3.14', '-0.5', '007'],
    ['', '.5', '5.', '1e5', '1,000', 'abc', '--1', 'NaN', 5],
  ],
  ['isDigits', isDigits, ['0', '0123', '9876543210'], ['', '-1', '1.0', '１２', ' 1', 'a1']],
  [
    'isIdCard',
    isIdCard,
    ['11010519491231002X', '11010519491231002x', '440308199901101512', '320106200002291230', '110105491231002'],
    [
      '110105194912310021', // wrong check character
      '440308199901101511',
      '440308199913101512', // month 13
      '320106200102291235', // 2001-02-29 does not exist
      '010105194912310021', // region cannot start with 0
      '11010519491231002',
      '110105491331002', // legacy, month 13
      '11010549123100',
      '',
    ],
  ],
  [
    'isAmount',
    isAmount,
    ['1', '10', '0', '0.5', '1.0123456789', '0.01234567890123456789', '123456789.1'],
    ['01', '-1', '1.', '.5', '1.01234567891', '0.012345678901234567891', '1e5', '', '1,000', ' 1'],
  ],
  ['isLetters', isLetters, ['abc', 'ABCxyz'], ['', 'ab1', 'a b', 'é', '中文']],
  ['isAlphanumeric', isAlphanumeric, ['abc123', 'A1', '9'], ['', 'a_b', 'a-1', 'a 1', '中1']],
  [
    'isJsonString',
    isJsonString,
    ['{}', '[]', '{"a":1}', '[1,"x",null]'],
    ['', '1', '"str"', 'null', 'true', '{a:1}', "{'a':1}", '{"a":1', 42],
  ],
  [
    'isLandline',
    isLandline,
    ['010-88888888', '0755-1234567', '02188888888', '010-88888888-123'],
    ['88888888', '010-0888888', '010-888888', '1010-88888888', '010-888888889', '010-88888888-', ''],
  ],
  ['isPassword', isPassword, ['1234567', 'abcdefgh', '密码密码密码密'], ['', '123456', 'abcdef', '😀😀😀😀😀😀']],
  [
    'isNickname',
    isNickname,
    ['张三', 'Tom', 'abc123', '用户A1', 'สมชาย', '김철수', 'abcdefghij'],
    ['a', '张', 'abcdefghijk', 'a b', 'tom!', 'a_b', '😀😀', ''],
  ],
  ['isSignature', isSignature, ['hi', 'Hello, world!', 'a'.repeat(30), '你好'], ['a', 'a'.repeat(31), '  ', '', 5]],
];

describe.each(cases)('%s', (_name, predicate, valid, invalid) => {
  it.each(valid.map((v) => [v]))('accepts %j', (v) => expect(predicate(v)).toBe(true));
  it.each(invalid.map((v) => [v]))('refuses %j', (v) => expect(predicate(v)).toBe(false));
});

describe('isCode (N digits, default 6)', () => {
  it.each([
    ['123456', undefined, true],
    ['000000', undefined, true],
    ['12345', undefined, false],
    ['1234567', undefined, false],
    ['12345a', undefined, false],
    ['1234', 4, true],
    ['123456', 4, false],
    ['', 0, false],
  ] as const)('isCode(%j, %s) = %s', (s, n, out) => expect(isCode(s, n)).toBe(out));
});

describe('lengthBetween counts code points', () => {
  it.each([
    ['ab', 2, 10, true],
    ['中文', 2, 2, true],
    ['😀😀', 2, 2, true],
    ['a', 2, 10, false],
    ['abcdefghijk', 2, 10, false],
    ['', 0, 0, true],
  ] as const)('lengthBetween(%j, %d, %d) = %s', (s, min, max, out) => expect(lengthBetween(s, min, max)).toBe(out));
  it('refuses non-strings', () => expect(lengthBetween(12, 0, 5)).toBe(false));
});

describe('inRange (inclusive)', () => {
  it.each([
    [5, 1, 10, true],
    [1, 1, 10, true],
    [10, 1, 10, true],
    [0, 1, 10, false],
    [10.5, 1, 10, false],
    [Number.NaN, 0, 1, false],
    ['5', 1, 10, false],
  ] as const)('inRange(%j, %d, %d) = %s', (n, min, max, out) => expect(inRange(n, min, max)).toBe(out));
});

describe('hasSpecialChars', () => {
  it.each(['hello!', 'a@b', 'x#y', '价格￥', '你好，世界', '《书》', 'a\\b', 'a_b'])('finds one in %j', (s) =>
    expect(hasSpecialChars(s)).toBe(true),
  );
  it.each(['hello', '你好世界', 'abc123', 'with space', ''])('finds none in %j', (s) =>
    expect(hasSpecialChars(s)).toBe(false),
  );
  it('exports the blocked set', () => {
    expect(SPECIAL_CHARS.has('$')).toBe(true);
    expect(SPECIAL_CHARS.has('。')).toBe(true);
    expect(SPECIAL_CHARS.has('a')).toBe(false);
  });
});

describe('passwordsMatch', () => {
  it.each([
    ['secret1', 'secret1', true],
    ['secret1', 'secret2', false],
    ['secret1', 'Secret1', false],
    ['', '', true],
  ] as const)('passwordsMatch(%j, %j) = %s', (a, b, out) => expect(passwordsMatch(a, b)).toBe(out));
  it('refuses non-strings', () => expect(passwordsMatch(undefined, undefined)).toBe(false));
});

describe('isSafeText / findUnsafeText (issue 10: NUL and lone surrogates)', () => {
  it('accepts ordinary text of every script, emoji (surrogate pairs) included', () => {
    for (const s of ['', 'abc', '中文', 'ภาษาไทย', '한국어', '😀 ok', 'a\tb\nc', '\ud83d\ude00']) {
      expect(isSafeText(s)).toBe(true);
    }
  });
  it('refuses NUL and lone surrogates anywhere in the text', () => {
    for (const s of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ud83d', 'a\ude00b', '\udc00\ud800']) {
      expect(isSafeText(s)).toBe(false);
    }
    expect(isSafeText(5)).toBe(false);
  });
  it('finds the path of the first unsafe text in nested values and keys', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'x', { c: 'bad\u0000' }] })).toEqual({
      path: ['b', '2', 'c'],
      reason: 'nul',
    });
    expect(findUnsafeText({ name: '\ud800' })).toEqual({ path: ['name'], reason: 'surrogate' });
    expect(findUnsafeText({ 'k\u0000': 1 })).toEqual({ path: ['k\ufffd'], reason: 'nul' });
    expect(findUnsafeText({ a: ['😀', 1, null, true], b: { c: '中文' } })).toBeUndefined();
    expect(findUnsafeText('plain')).toBeUndefined();
    expect(findUnsafeText(undefined)).toBeUndefined();
  });
  it('treats structures deeper than the limit as unsafe instead of skipping them', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(findUnsafeText(deep)?.reason).toBe('depth');
  });
});

describe('fitsAmountColumn (issue 10: numbers bounded by their columns)', () => {
  it('accepts up to 18 integer digits for numeric(36,18)', () => {
    for (const v of ['0', '1', '-1', '123456789012345678', '000123', '999999999999999999.999', '.5', '5.', 1e17]) {
      expect(fitsAmountColumn(v)).toBe(true);
    }
    expect(fitsAmountColumn(`0.${'1'.repeat(40)}`)).toBe(true);
  });
  it('refuses 19 and more integer digits, exponents, NaN and non-numbers', () => {
    for (const v of ['1234567890123456789', `${'9'.repeat(40)}`, '-1234567890123456789', 1e21, '1e5', 'NaN', NaN]) {
      expect(fitsAmountColumn(v)).toBe(false);
    }
    for (const v of [Infinity, '', '.', 'abc', null, {}, '1 2']) expect(fitsAmountColumn(v)).toBe(false);
  });
  it('follows the column it is given', () => {
    expect(fitsAmountColumn('99999', { precision: 10, scale: 5 })).toBe(true);
    expect(fitsAmountColumn('100000', { precision: 10, scale: 5 })).toBe(false);
  });
});
