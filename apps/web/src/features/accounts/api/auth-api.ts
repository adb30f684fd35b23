import { get, post } from '../../../lib/request';
import type { Area } from './types';

/** Sign-up, sessions and codes (docs/api-accounts.md, "Codes" and "Sign-up and sessions"). */

export type CodeScene = 'register' | 'forget' | 'bind' | 'security';

/** POST /sms_mail: a code to an email address. */
export const sendEmailCode = (email: string, scene: CodeScene) =>
  post<string>('/sms_mail', { user_string: email, scene });

/** POST /sms_send: a code by SMS. */
export const sendSmsCode = (areaCode: string, mobile: string, scene: CodeScene) =>
  post<string>('/sms_send', { area_code: areaCode, mobile, scene });

/** POST /sms_mail2: a code to the logged-in user's own bound email or phone. */
export const sendOwnCode = (channel: 'email' | 'mobile', scene: CodeScene = 'security') =>
  post<string>('/sms_mail2', { scene, channel });

export type RegisterParams = {
  type: 'email' | 'mobile';
  user_string: string;
  area_code: string;
  code: string;
  password: string;
  re_password: string;
  extension_code: string;
};
export const register = (params: RegisterParams) => post<string>('/user/register', params);

/** POST /user/login: the token is the answer's message. */
export const login = (params: { user_string: string; password: string; area_code?: string }) =>
  post<string>('/user/login', params);

export const logout = () => get<string>('/user/logout', undefined, { silent: true });

export const forget = (params: {
  account: string;
  area_code?: string;
  code: string;
  password: string;
  repassword: string;
}) => post<string>('/user/forget', params);

export const updatePassword = (params: { old_password: string; password: string; re_password: string; code: string }) =>
  post<string>('/safe/update_password', params);

export const setPayPassword = (params: { password: string; re_password: string; code: string }) =>
  post<string>('/safe/pay_password', params);

type ChangeProofParams = { pay_password?: string; security_code?: string };

export const bindMobile = (params: { area_code: string; mobile: string; code: string } & ChangeProofParams) =>
  post<string>('/safe/mobile', params);

export const bindEmail = (params: { email: string; code: string } & ChangeProofParams) =>
  post<string>('/safe/email', params);

export const getAreas = (signal?: AbortSignal) => get<Area[]>('/area', undefined, { silent: true, signal });
