import {
  hasSpecialChars,
  isCode,
  isEmail,
  isIdCard,
  isMainlandMobile,
  isNickname,
  isPassword,
  isSignature,
  passwordsMatch,
} from '@app/api';
import type { WebTexts } from '@app/i18n/web';

/**
 * Pure checks of every account form (spec §5): each takes the form's values and returns the error of each
 * field that fails, as a key of `accounts.error`. An empty object means the form may be sent.
 */

export type ErrorKey = keyof WebTexts['accounts']['error'];
export type Errors<F extends string> = Partial<Record<F, ErrorKey>>;

export const hasErrors = (errors: Errors<string>): boolean => Object.keys(errors).length > 0;

const blank = (s: string) => s.trim() === '';

/** Mainland numbers (+86) follow spec §5; other calling codes only need 5-15 digits. */
export function isMobileFor(areaCode: string, mobile: string): boolean {
  return areaCode === '86' ? isMainlandMobile(mobile) : /^\d{5,15}$/.test(mobile);
}

/** The login and forgot-password account: an email, or a mobile number for the chosen area code. */
export function accountError(account: string, areaCode: string): ErrorKey | undefined {
  if (blank(account)) return 'required';
  if (account.includes('@')) return isEmail(account) ? undefined : 'email';
  return isMobileFor(areaCode, account) ? undefined : 'account';
}

export function passwordPairErrors(password: string, rePassword: string): Errors<'password' | 'rePassword'> {
  const errors: Errors<'password' | 'rePassword'> = {};
  if (!isPassword(password)) errors.password = 'password';
  if (!isPassword(rePassword)) errors.rePassword = 'password';
  else if (!passwordsMatch(password, rePassword)) errors.rePassword = 'passwordsInconsistent';
  return errors;
}

export type LoginValues = { account: string; areaCode: string; password: string };
export function validateLogin(v: LoginValues): Errors<'account' | 'password'> {
  const errors: Errors<'account' | 'password'> = {};
  const account = accountError(v.account, v.areaCode);
  if (account) errors.account = account;
  if (blank(v.password)) errors.password = 'required';
  return errors;
}

export type RegisterValues = {
  type: 'email' | 'mobile';
  account: string;
  areaCode: string;
  code: string;
  password: string;
  rePassword: string;
  invite: string;
};
type RegisterField = 'account' | 'code' | 'password' | 'rePassword' | 'invite';

/** The account alone, checked before a code is sent. */
export function registerAccountError(v: Pick<RegisterValues, 'type' | 'account' | 'areaCode'>) {
  if (blank(v.account)) return 'required' as const;
  if (v.type === 'email') return isEmail(v.account) ? undefined : ('email' as const);
  return isMobileFor(v.areaCode, v.account) ? undefined : ('mobile' as const);
}

export function validateRegister(v: RegisterValues): Errors<RegisterField> {
  const errors: Errors<RegisterField> = { ...passwordPairErrors(v.password, v.rePassword) };
  const account = registerAccountError(v);
  if (account) errors.account = account;
  if (!isCode(v.code)) errors.code = 'code';
  if (v.invite !== '' && hasSpecialChars(v.invite)) errors.invite = 'specialChars';
  return errors;
}

export type ForgetValues = { account: string; areaCode: string; code: string; password: string; rePassword: string };
export function validateForget(v: ForgetValues): Errors<'account' | 'code' | 'password' | 'rePassword'> {
  const errors: Errors<'account' | 'code' | 'password' | 'rePassword'> = {
    ...passwordPairErrors(v.password, v.rePassword),
  };
  const account = accountError(v.account, v.areaCode);
  if (account) errors.account = account;
  if (!isCode(v.code)) errors.code = 'code';
  return errors;
}

export type PasswordValues = { oldPassword: string; password: string; rePassword: string; code: string };
export function validatePasswordChange(v: PasswordValues): Errors<keyof PasswordValues> {
  const errors: Errors<keyof PasswordValues> = { ...passwordPairErrors(v.password, v.rePassword) };
  if (blank(v.oldPassword)) errors.oldPassword = 'required';
  if (!isCode(v.code)) errors.code = 'code';
  return errors;
}

/** The pay password: 6 or more characters (docs/api-accounts.md). */
export const isPayPassword = (s: string) => [...s].length >= 6;

export type PayPasswordValues = { password: string; rePassword: string; code: string };
export function validatePayPassword(v: PayPasswordValues): Errors<keyof PayPasswordValues> {
  const errors: Errors<keyof PayPasswordValues> = {};
  if (!isPayPassword(v.password)) errors.password = 'payPassword';
  if (!isPayPassword(v.rePassword)) errors.rePassword = 'payPassword';
  else if (!passwordsMatch(v.password, v.rePassword)) errors.rePassword = 'passwordsInconsistent';
  if (!isCode(v.code)) errors.code = 'code';
  return errors;
}

/**
 * Changing an already bound phone or email needs proof (docs/api-accounts.md): the pay password when the user
 * has one ('pay'), else a security code from /sms_mail2 ('code'). A first binding needs none ('none').
 */
export type BindProof = 'none' | 'pay' | 'code';
type BindProofValues = { payPassword: string; securityCode: string };

function bindProofErrors(proof: BindProof, v: BindProofValues): Errors<'payPassword' | 'securityCode'> {
  if (proof === 'pay' && blank(v.payPassword)) return { payPassword: 'required' };
  if (proof === 'code' && !isCode(v.securityCode)) return { securityCode: 'code' };
  return {};
}

export type BindPhoneValues = BindProofValues & { areaCode: string; mobile: string; code: string };
export function validateBindPhone(
  v: BindPhoneValues,
  proof: BindProof,
): Errors<'mobile' | 'code' | 'payPassword' | 'securityCode'> {
  const errors: Errors<'mobile' | 'code' | 'payPassword' | 'securityCode'> = bindProofErrors(proof, v);
  if (!isMobileFor(v.areaCode, v.mobile)) errors.mobile = 'mobile';
  if (!isCode(v.code)) errors.code = 'code';
  return errors;
}

export type BindEmailValues = BindProofValues & { email: string; code: string };
export function validateBindEmail(
  v: BindEmailValues,
  proof: BindProof,
): Errors<'email' | 'code' | 'payPassword' | 'securityCode'> {
  const errors: Errors<'email' | 'code' | 'payPassword' | 'securityCode'> = bindProofErrors(proof, v);
  if (!isEmail(v.email)) errors.email = 'email';
  if (!isCode(v.code)) errors.code = 'code';
  return errors;
}

export const nicknameError = (s: string): ErrorKey | undefined => (isNickname(s.trim()) ? undefined : 'nickname');
export const signatureError = (s: string): ErrorKey | undefined => (isSignature(s) ? undefined : 'signature');

/** id_type of the server: 1 id card, 2 passport, 3 driver licence. */
export type IdType = 1 | 2 | 3;
/** `country`: the ISO alpha-2 code picked from `GET /area` ('' until one is picked). */
export type RealLevel1Values = { idType: IdType; name: string; cardId: string; country: string };

export function cardIdError(idType: IdType, cardId: string): ErrorKey | undefined {
  const id = cardId.trim();
  if (id === '') return 'required';
  if (idType === 1) return isIdCard(id) ? undefined : 'idCard';
  if (idType === 2) return /^[A-Za-z0-9]{6,9}$/.test(id) ? undefined : 'passport';
  return /^[A-Za-z0-9]{5,20}$/.test(id) ? undefined : 'licence';
}

export function validateRealLevel1(v: RealLevel1Values): Errors<'name' | 'cardId' | 'country'> {
  const errors: Errors<'name' | 'cardId' | 'country'> = {};
  const name = v.name.trim();
  if (name === '') errors.name = 'name';
  else if (hasSpecialChars(name.replace(/[ .·-]/g, ''))) errors.name = 'specialChars';
  const card = cardIdError(v.idType, v.cardId);
  if (card) errors.cardId = card;
  if (!/^[A-Z]{2}$/.test(v.country)) errors.country = 'country';
  return errors;
}

export function validateRealLevel2(v: { frontPic: string; reversePic: string }): Errors<'frontPic' | 'reversePic'> {
  const errors: Errors<'frontPic' | 'reversePic'> = {};
  if (v.frontPic === '') errors.frontPic = 'image';
  if (v.reversePic === '') errors.reversePic = 'image';
  return errors;
}

/** The pay password or, for a user without one, a code: whichever the form shows. */
export function proofError(usePay: boolean, payPassword: string, code: string): ErrorKey | undefined {
  if (usePay) return blank(payPassword) ? 'required' : undefined;
  return isCode(code) ? undefined : 'code';
}

export type WalletValues = {
  currency: string;
  network: string;
  name: string;
  address: string;
  qrcode: string;
};
/** Spec §5: adding a wallet needs currency, address and QR code; the label and network are required too. */
export function validateWallet(v: WalletValues): Errors<keyof WalletValues> {
  const errors: Errors<keyof WalletValues> = {};
  if (v.currency === '') errors.currency = 'required';
  if (v.network === '') errors.network = 'required';
  if (blank(v.name)) errors.name = 'required';
  if (blank(v.address)) errors.address = 'required';
  if (v.qrcode === '') errors.qrcode = 'image';
  return errors;
}

/** Spec §5: every bank card field is required. */
export function validateCard<F extends string>(fields: readonly F[], values: Record<F, string>): Errors<F> {
  const errors: Errors<F> = {};
  for (const f of fields) if (blank(values[f] ?? '')) errors[f] = 'required';
  return errors;
}
