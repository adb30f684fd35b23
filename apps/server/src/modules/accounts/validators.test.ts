import { isNickname, isSignature } from '@app/api';
import { describe, expect, it } from 'vitest';
import { accountId, maskAccount, targetOf } from './identity';
import { INVITE_ALPHABET, isInviteCode, newInviteCode } from './invite-code';
import { documentProblem, isHolderName, maskDocument } from './kyc-validators';

describe('identity documents', () => {
  it('id card: PRC 18 characters with the check character', () => {
    expect(documentProblem(1, '11010519491231002X')).toBeNull();
    expect(documentProblem(1, '110105194912310021')).toBe('validation.id_card'); // wrong check character
    expect(documentProblem(1, '110105491231002')).toBe('validation.id_card'); // legacy 15 refused by the contract
    expect(documentProblem(1, '11010519491331002X')).toBe('validation.id_card'); // month 13
  });
  it('passport: 6-9 letters or digits', () => {
    expect(documentProblem(2, 'E12345678')).toBeNull();
    expect(documentProblem(2, 'AB1234')).toBeNull();
    expect(documentProblem(2, 'AB123')).toBe('validation.passport');
    expect(documentProblem(2, 'E1234567890')).toBe('validation.passport');
    expect(documentProblem(2, 'E1234-567')).toBe('validation.passport');
  });
  it('driver licence: 5-20 letters or digits', () => {
    expect(documentProblem(3, 'D1234')).toBeNull();
    expect(documentProblem(3, 'A'.repeat(20))).toBeNull();
    expect(documentProblem(3, 'D123')).toBe('validation.licence');
    expect(documentProblem(3, 'A'.repeat(21))).toBe('validation.licence');
  });
  it('holder names of any script, no digits or symbols', () => {
    for (const ok of ['张三', 'Jean-Luc Picard', "O'Brien", 'สมชาย ใจดี', 'José M.'])
      expect(isHolderName(ok), ok).toBe(true);
    for (const bad of ['A', 'Bob1', '<script>', ' Bob', 'x'.repeat(51)]) expect(isHolderName(bad), bad).toBe(false);
  });
  it('masks document numbers', () => {
    expect(maskDocument('11010519491231002X')).toBe('110***********002X');
    expect(maskDocument('E1234567')).toBe('E12*4567');
  });
});

describe('nickname and signature (spec §5)', () => {
  it('nickname: 2-10 letters (Chinese included) or digits', () => {
    for (const ok of ['张三', 'Trader01', 'ab', '一二三四五六七八九十']) expect(isNickname(ok), ok).toBe(true);
    for (const bad of ['a', 'with space', 'a!b', '一二三四五六七八九十一']) expect(isNickname(bad), bad).toBe(false);
  });
  it('signature: 2-30 characters, not only spaces', () => {
    expect(isSignature('Hi')).toBe(true);
    expect(isSignature('x'.repeat(30))).toBe(true);
    expect(isSignature('x'.repeat(31))).toBe(false);
    expect(isSignature('  ')).toBe(false);
  });
});

describe('account identifiers', () => {
  it('normalises emails and mobiles into targets', () => {
    expect(targetOf(accountId(' A@Example.COM ', undefined, 'x'))).toBe('email:a@example.com');
    expect(targetOf(accountId('13800000000', undefined, 'x'))).toBe('mobile:86-13800000000');
    expect(targetOf(accountId('5551234567', '+1', 'x'))).toBe('mobile:1-5551234567');
    expect(() => accountId('12800000000', '86', 'x')).toThrow();
    expect(() => accountId('not-an-email@', undefined, 'x')).toThrow();
  });
  it('masks accounts for the invitee list', () => {
    expect(maskAccount('alice@x.com', null)).toBe('a***@x.com');
    expect(maskAccount(null, '13800000000')).toBe('138****0000');
  });
});

describe('invite codes', () => {
  it('are 8 characters of an alphabet without 0/O/1/I/L', () => {
    expect(INVITE_ALPHABET).not.toMatch(/[01OIL]/);
    const codes = new Set(Array.from({ length: 500 }, newInviteCode));
    expect(codes.size).toBe(500);
    for (const c of codes) expect(isInviteCode(c)).toBe(true);
  });
});
