import { describe, expect, it } from 'vitest';
import {
  accountError,
  cardIdError,
  hasErrors,
  nicknameError,
  proofError,
  signatureError,
  validateBindEmail,
  validateBindPhone,
  validateCard,
  validateForget,
  validateLogin,
  validatePasswordChange,
  validatePayPassword,
  validateRealLevel1,
  validateRealLevel2,
  validateRegister,
  validateWallet,
} from './validate';

const register = {
  type: 'email' as const,
  account: 'a@b.co',
  areaCode: '86',
  code: '123456',
  password: 'secret12',
  rePassword: 'secret12',
  invite: '',
};

describe('login form', () => {
  it.each([
    [
      { account: '', areaCode: '86', password: '' },
      { account: 'required', password: 'required' },
    ],
    [{ account: 'a@b', areaCode: '86', password: 'x' }, { account: 'email' }],
    [{ account: '12345', areaCode: '86', password: 'x' }, { account: 'account' }],
    [{ account: '13800138000', areaCode: '86', password: 'x' }, {}],
    [{ account: '2025550123', areaCode: '1', password: 'x' }, {}],
    [{ account: 'demo@example.com', areaCode: '86', password: 'Demo12345' }, {}],
  ])('%o → %o', (values, errors) => {
    expect(validateLogin(values)).toEqual(errors);
  });

  it('an account is an email or a mobile for its area code', () => {
    expect(accountError('12800000000', '86')).toBe('account'); // 12x is not a mainland prefix
    expect(accountError('12800000000', '44')).toBeUndefined();
  });
});

describe('register form', () => {
  it('passes a complete form', () => {
    expect(validateRegister(register)).toEqual({});
  });

  it('reports every field at once', () => {
    expect(
      validateRegister({ ...register, account: 'x', code: '12', password: 'short', rePassword: '', invite: 'ab!' }),
    ).toEqual({ account: 'email', code: 'code', password: 'password', rePassword: 'password', invite: 'specialChars' });
  });

  it("says 'the two passwords are inconsistent' when they differ", () => {
    expect(validateRegister({ ...register, rePassword: 'secret13' })).toEqual({ rePassword: 'passwordsInconsistent' });
  });

  it('checks a mobile account against spec §5 for +86', () => {
    expect(validateRegister({ ...register, type: 'mobile', account: '13800138000' })).toEqual({});
    expect(validateRegister({ ...register, type: 'mobile', account: '1380013800' })).toEqual({ account: 'mobile' });
  });

  it('password must be longer than 6 characters', () => {
    expect(validateRegister({ ...register, password: '123456', rePassword: '123456' }).password).toBe('password');
    expect(validateRegister({ ...register, password: '1234567', rePassword: '1234567' })).toEqual({});
  });
});

describe('forgot, password and pay password forms', () => {
  it('forgot password', () => {
    expect(
      validateForget({ account: 'a@b.co', areaCode: '86', code: '000000', password: 'abcdefg', rePassword: 'abcdefg' }),
    ).toEqual({});
    expect(
      validateForget({ account: '', areaCode: '86', code: 'abc', password: 'abcdefg', rePassword: 'abcdefh' }),
    ).toEqual({
      account: 'required',
      code: 'code',
      rePassword: 'passwordsInconsistent',
    });
  });

  it('login password change needs the current password and a code', () => {
    expect(validatePasswordChange({ oldPassword: '', password: 'abcdefg', rePassword: 'abcdefg', code: '' })).toEqual({
      oldPassword: 'required',
      code: 'code',
    });
  });

  it('pay password: 6 or more characters, twice the same, and a code', () => {
    expect(validatePayPassword({ password: '123456', rePassword: '123456', code: '654321' })).toEqual({});
    expect(validatePayPassword({ password: '12345', rePassword: '123457', code: '654321' })).toEqual({
      password: 'payPassword',
      rePassword: 'passwordsInconsistent',
    });
  });
});

describe('binding forms', () => {
  it('phone: a change needs the pay password, or a security code without one; a first binding needs neither', () => {
    const v = { areaCode: '86', mobile: '13800138000', code: '123456', payPassword: '', securityCode: '' };
    expect(validateBindPhone(v, 'none')).toEqual({});
    expect(validateBindPhone(v, 'pay')).toEqual({ payPassword: 'required' });
    expect(validateBindPhone(v, 'code')).toEqual({ securityCode: 'code' });
    expect(validateBindPhone({ ...v, securityCode: '654321' }, 'code')).toEqual({});
    expect(validateBindPhone({ ...v, mobile: '123', code: '' }, 'none')).toEqual({ mobile: 'mobile', code: 'code' });
  });

  it('email', () => {
    expect(validateBindEmail({ email: 'x@y.io', code: '123456', payPassword: '', securityCode: '' }, 'none')).toEqual(
      {},
    );
    expect(validateBindEmail({ email: 'x@', code: '1', payPassword: '', securityCode: '' }, 'pay')).toEqual({
      email: 'email',
      code: 'code',
      payPassword: 'required',
    });
  });
});

describe('profile texts', () => {
  it.each([
    ['张三', undefined],
    ['ab', undefined],
    ['a', 'nickname'],
    ['abcdefghijk', 'nickname'],
    ['ab cd', 'nickname'],
    ['ab_cd', 'nickname'],
  ])('nickname %s', (value, error) => expect(nicknameError(value)).toBe(error));

  it.each([
    ['hi', undefined],
    ['x', 'signature'],
    ['   ', 'signature'],
    ['a'.repeat(30), undefined],
    ['a'.repeat(31), 'signature'],
  ])('signature %s', (value, error) => expect(signatureError(value)).toBe(error));
});

describe('identity verification', () => {
  it('checks the card number per document type', () => {
    expect(cardIdError(1, '11010519491231002X')).toBeUndefined();
    expect(cardIdError(1, '110105194912310021')).toBe('idCard'); // wrong checksum
    expect(cardIdError(2, 'E1234567')).toBeUndefined();
    expect(cardIdError(2, 'E12')).toBe('passport');
    expect(cardIdError(3, 'D1234')).toBeUndefined();
    expect(cardIdError(3, 'D-12')).toBe('licence');
    expect(cardIdError(1, ' ')).toBe('required');
  });

  it('level 1 needs a name without special characters', () => {
    expect(validateRealLevel1({ idType: 1, name: '王小明', cardId: '11010519491231002X', country: 'CN' })).toEqual({});
    expect(validateRealLevel1({ idType: 2, name: 'Jean-Luc Picard', cardId: 'AB123456', country: 'FR' })).toEqual({});
    expect(validateRealLevel1({ idType: 1, name: '', cardId: '', country: 'CN' })).toEqual({
      name: 'name',
      cardId: 'required',
    });
    expect(validateRealLevel1({ idType: 1, name: 'x<script>', cardId: '11010519491231002X', country: 'CN' })).toEqual({
      name: 'specialChars',
    });
  });

  it('level 1 needs a country picked (the ISO code of GET /area)', () => {
    const v = { idType: 2 as const, name: 'Jean-Luc Picard', cardId: 'AB123456' };
    expect(validateRealLevel1({ ...v, country: '' })).toEqual({ country: 'country' });
    expect(validateRealLevel1({ ...v, country: 'france' })).toEqual({ country: 'country' });
    expect(validateRealLevel1({ ...v, country: 'TH' })).toEqual({});
  });

  it('level 2 needs both photos', () => {
    expect(validateRealLevel2({ frontPic: '', reversePic: '/uploads/b.png' })).toEqual({ frontPic: 'image' });
    expect(validateRealLevel2({ frontPic: '/uploads/a.png', reversePic: '/uploads/b.png' })).toEqual({});
  });
});

describe('addresses and cards', () => {
  it('wallet: currency, network, label, address and QR image', () => {
    expect(validateWallet({ currency: '', network: '', name: ' ', address: '', qrcode: '' })).toEqual({
      currency: 'required',
      network: 'required',
      name: 'required',
      address: 'required',
      qrcode: 'image',
    });
    expect(
      validateWallet({
        currency: 'USDT',
        network: 'TRC20',
        name: 'main',
        address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
        qrcode: '/uploads/q.png',
      }),
    ).toEqual({});
  });

  it('bank card: every field is required', () => {
    const fields = ['real_name', 'bank_name'] as const;
    expect(validateCard(fields, { real_name: 'A', bank_name: '' })).toEqual({ bank_name: 'required' });
    expect(hasErrors(validateCard(fields, { real_name: 'A', bank_name: 'B' }))).toBe(false);
  });

  it('proof: the pay password when the user has one, else a 6-digit code', () => {
    expect(proofError(true, '', '')).toBe('required');
    expect(proofError(true, '123456', '')).toBeUndefined();
    expect(proofError(false, '', '12345')).toBe('code');
    expect(proofError(false, '', '123456')).toBeUndefined();
  });
});
