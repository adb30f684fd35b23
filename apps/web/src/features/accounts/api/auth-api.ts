import type {
  AreaItem,
  BindEmailBody,
  BindMobileBody,
  ForgetBody,
  LoginBody,
  PayPasswordBody,
  RegisterBody,
  SmsMail2Body,
  SmsMailBody,
  SmsSendBody,
  UpdatePasswordBody,
} from '@app/api/accounts';
import type { LoginChallenge } from '@app/api/security';
import type { z } from 'zod';
import { get, post } from '../../../lib/request';

/** Sign-up, sessions and codes (docs/api-accounts.md, "Codes" and "Sign-up and sessions"). */

/** Why a code is sent to an address the user types (a code to their own bound address is scene `security`). */
export type CodeScene = NonNullable<z.input<typeof SmsMailBody>['scene']>;

/** POST /sms_mail: a code to an email address. */
export const sendEmailCode = (email: string, scene: CodeScene) =>
  post<string>('/sms_mail', { user_string: email, scene } satisfies z.input<typeof SmsMailBody>);

/** POST /sms_send: a code by SMS. */
export const sendSmsCode = (areaCode: string, mobile: string, scene: CodeScene) =>
  post<string>('/sms_send', { area_code: areaCode, mobile, scene } satisfies z.input<typeof SmsSendBody>);

/** POST /sms_mail2: a code to the logged-in user's own bound email or phone. */
export const sendOwnCode = (channel: 'email' | 'mobile', scene = 'security') =>
  post<string>('/sms_mail2', { scene, channel } satisfies z.input<typeof SmsMail2Body>);

export const register = (body: z.input<typeof RegisterBody>) => post<string>('/user/register', body);

/** POST /user/login: the token is the answer's message, or a challenge when the account has a second factor. */
export const login = (body: z.input<typeof LoginBody>) => post<string | LoginChallenge>('/user/login', body);

export const logout = () => get<string>('/user/logout', undefined, { silent: true });

export const forget = (body: z.input<typeof ForgetBody>) => post<string>('/user/forget', body);

export const updatePassword = (body: z.input<typeof UpdatePasswordBody>) => post<string>('/safe/update_password', body);

export const setPayPassword = (body: z.input<typeof PayPasswordBody>) => post<string>('/safe/pay_password', body);

export const bindMobile = (body: z.input<typeof BindMobileBody>) => post<string>('/safe/mobile', body);

export const bindEmail = (body: z.input<typeof BindEmailBody>) => post<string>('/safe/email', body);

export const getAreas = (signal?: AbortSignal) => get<AreaItem[]>('/area', undefined, { silent: true, signal });
