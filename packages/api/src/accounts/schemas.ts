/**
 * Wire schemas of docs/api-accounts.md: codes, sign-up and login, security, profile, identity verification and the
 * back office's users and review queue (field names exactly as the spec's client sends them). Bodies may be JSON or
 * form-encoded, so numbers are coerced.
 */
import { z } from 'zod';
import { OptionalSecondFactorCode } from '../security/schemas';
import { PageQuery } from '../shared';
import { CODE_LENGTH, PASSWORD_MIN_LENGTH } from '../validators';
import { AddressView, CardView } from '../wallet/book';
import { LoginRecord } from './security';

const text = (max: number) => z.string().trim().min(1).max(max);
const code = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`));
const password = z.string().min(PASSWORD_MIN_LENGTH).max(128);
const payPassword = z.string().min(6).max(64);
const areaCode = z.string().trim().max(8).optional();
const optionalCode = code.optional().or(z.literal('').transform(() => undefined));
const optionalPay = z
  .string()
  .max(64)
  .optional()
  .transform((v) => v || undefined);

// ---------- Codes, sign-up, login ----------

/** Spec §7: {user_string, scene, area_code_id, area_code, lang, email_code}; a user_string without `@` is a phone. */
export const SmsMailBody = z.object({
  user_string: text(254),
  area_code: areaCode,
  scene: z.enum(['register', 'forget', 'bind']).optional(),
  type: z.string().optional(),
});
export type SmsMailBody = z.infer<typeof SmsMailBody>;
export const SmsSendBody = z.object({
  area_code: areaCode,
  mobile: text(20),
  scene: z.enum(['register', 'forget', 'bind']).default('register'),
});
export type SmsSendBody = z.infer<typeof SmsSendBody>;
/**
 * A code to the signed-in user's own bound email or phone (scene security). The spec client sends
 * {user_string, scene, area_code_id, area_code, lang, email_code}: `user_string` only picks the channel (with `@`:
 * email, else the phone); the code always goes to the address bound to the account, never to `user_string`.
 */
export const SmsMail2Body = z.object({
  scene: z.string().trim().max(40).optional(),
  channel: z.enum(['email', 'mobile']).optional(),
  user_string: z.string().trim().max(254).optional(),
  area_code: areaCode,
});
export type SmsMail2Body = z.infer<typeof SmsMail2Body>;
export const CheckEmailBody = z.object({ user_string: text(254), email_code: code });
export type CheckEmailBody = z.infer<typeof CheckEmailBody>;

export const RegisterBody = z.object({
  type: z.enum(['email', 'mobile']).default('email'),
  user_string: text(254),
  area_code: areaCode,
  code,
  password,
  re_password: password,
  extension_code: z.string().trim().max(16).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;
export const LoginBody = z.object({
  user_string: text(254),
  password: z.string().min(1).max(128),
  area_code: areaCode,
});
export type LoginBody = z.infer<typeof LoginBody>;
export const ForgetBody = z.object({ account: text(254), area_code: areaCode, code, password, repassword: password });
export type ForgetBody = z.infer<typeof ForgetBody>;
// ---------- Security (/safe/*) ----------

export const UpdatePasswordBody = z.object({
  old_password: z.string().min(1).max(128),
  password,
  re_password: password,
  code,
});
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBody>;
export const PayPasswordBody = z.object({
  password: payPassword,
  re_password: payPassword,
  code,
  /** Required when the user has a second factor (docs/api-security.md). */
  two_factor_code: OptionalSecondFactorCode,
});
export type PayPasswordBody = z.infer<typeof PayPasswordBody>;
/** `security_code` (scene security) is the alternative proof when no pay password is set. */
export const BindMobileBody = z.object({
  area_code: areaCode,
  mobile: text(20),
  code,
  pay_password: optionalPay,
  security_code: optionalCode,
  two_factor_code: OptionalSecondFactorCode,
});
export type BindMobileBody = z.infer<typeof BindMobileBody>;
export const BindEmailBody = z.object({
  email: text(254),
  code,
  pay_password: optionalPay,
  security_code: optionalCode,
  two_factor_code: OptionalSecondFactorCode,
});
export type BindEmailBody = z.infer<typeof BindEmailBody>;

// ---------- Profile and identity verification ----------

export const HeadPortraitBody = z.object({ head_portrait: text(200) });
export type HeadPortraitBody = z.infer<typeof HeadPortraitBody>;
/** `POST /upload/link`: a signed short-lived link to one's own upload (identity photos have no public address). */
export const UploadLinkBody = z.object({ address: text(200) });
export type UploadLinkBody = z.infer<typeof UploadLinkBody>;
export const UploadLink = z.object({ url: z.string(), expires_in: z.number().int() });
export type UploadLink = z.infer<typeof UploadLink>;
export const NicknameBody = z.object({ nickname: z.string().trim().min(1).max(50) });
export type NicknameBody = z.infer<typeof NicknameBody>;
export const SignatureBody = z.object({ signature: z.string().trim().min(1).max(100) });
export type SignatureBody = z.infer<typeof SignatureBody>;

/** `real_type` arrives as 1/2 or, form-encoded, as "1"/"2" (spec §7 /user/real). */
const realTypeNumber = (v: unknown) =>
  v && typeof v === 'object' && 'real_type' in v && typeof v.real_type === 'string' && /^[12]$/.test(v.real_type.trim())
    ? { ...v, real_type: v.real_type.trim() === '1' ? 1 : 2 }
    : v;

const RealTypes = z.discriminatedUnion('real_type', [
  z.object({
    real_type: z.literal(1),
    id_type: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
    name: text(50),
    card_id: text(30),
    /**
     * The document's country, ISO 3166 alpha-2 (`country` of `GET /area`; any case). Our client always sends it;
     * optional for the spec's and older clients (docs/decisions.md "Country in identity verification").
     */
    country: z.string().trim().max(2).optional(),
  }),
  z.object({ real_type: z.literal(2), front_pic: text(200), reverse_pic: text(200) }),
]);
export const RealBody = z.preprocess(realTypeNumber, RealTypes);
export type RealBody = z.infer<typeof RealBody>;

// ---------- Back office ----------

/** States of an identity review in the back office's queue. */
export const KYC_STATES = ['review', 'verified', 'failed'] as const;
export const UsersQuery = PageQuery.extend({ q: z.string().trim().max(100).optional() });
export type UsersQuery = z.infer<typeof UsersQuery>;
export const KycQuery = PageQuery.extend({ state: z.enum(KYC_STATES).default('review') });
export type KycQuery = z.infer<typeof KycQuery>;

// ---------- Responses ----------

export const UserInfo = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  area_code: z.string().nullable(),
  nickname: z.string(),
  head_portrait: z.string(),
  signature: z.string(),
  invite_code: z.string(),
  invite_link: z.string(),
  credit_score: z.number().int(),
  real_level: z.number().int(),
  has_pay_password: z.boolean(),
  created_at: z.string(),
});
export type UserInfo = z.infer<typeof UserInfo>;
export const SessionView = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof SessionView>;
/** A country calling code; `country` is the ISO 3166 alpha-2 code (what `/user/real` takes as `country`). */
export const AreaItem = z.object({
  id: z.number().int(),
  name: z.string(),
  area_code: z.string(),
  country: z.string(),
});
export type AreaItem = z.infer<typeof AreaItem>;
const Review = z.object({
  state: z.enum(['none', 'review', 'verified', 'failed']),
  reason: z.string().nullable(),
  name: z.string().optional(),
  id_type: z.number().int().optional(),
  card_id: z.string().optional(),
  /** Level 1: ISO 3166 alpha-2, null when the submission carried none. */
  country: z.string().nullable().optional(),
  submitted_at: z.string().optional(),
});
const Limits = z.object({ withdraw_btc_24h: z.string(), fiat_op_usdt: z.string() });
export const RealState = z.object({
  level: z.number().int(),
  primary: Review,
  advanced: Review,
  limits: z.object({ 1: Limits, 2: Limits }),
});
export type RealState = z.infer<typeof RealState>;
/**
 * `GET /real/state`: ours, and the original product's status numbers beside it (docs/original-client.md). The original
 * has no rejected state (its back office deletes the record), so a rejection reads as 0 there.
 */
export const RealStateAnswer = RealState.extend({
  /** Original client's name: 0 nothing approved or pending, 1 basic pending or approved, 2 advanced pending or approved. */
  real_status: z.number().int(),
  /** Original client's name: basic review, 0 none/rejected, 1 pending, 2 approved (our `primary.state`). */
  review_status: z.number().int(),
  /** Original client's name: advanced review, 0 none/rejected, 1 pending, 2 approved (our `advanced.state`). */
  advanced_review_status: z.number().int(),
  /** Original client's name: the basic submission (name, id_type, masked card_id, country), null without one. */
  real_data: z
    .object({ name: z.string(), id_type: z.number().int(), card_id: z.string(), country: z.string().nullable() })
    .nullable(),
});
export type RealStateAnswer = z.infer<typeof RealStateAnswer>;
export const Invite = z.object({ invite_code: z.string(), invite_link: z.string(), invited_count: z.number().int() });
export type Invite = z.infer<typeof Invite>;
export const Invitee = z.object({ account: z.string(), created_at: z.string() });
export type Invitee = z.infer<typeof Invitee>;
/** `POST /safe/sessions/revoke_others`: how many other sessions were ended. */
export const SessionsRevoked = z.object({ revoked: z.number().int() });
export type SessionsRevoked = z.infer<typeof SessionsRevoked>;

// ---------- Back-office responses ----------

export const AdminUserRow = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  nickname: z.string(),
  real_level: z.number().int(),
  locked: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;
export const AdminReview = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string().nullable(),
  real_type: z.number().int(),
  id_type: z.number().int().nullable(),
  name: z.string().nullable(),
  card_id: z.string().nullable(),
  /** Level 1: the document's country (ISO 3166 alpha-2), null for level 2 and for submissions without one. */
  country: z.string().nullable(),
  front_pic: z.string().nullable(),
  reverse_pic: z.string().nullable(),
  state: z.enum(KYC_STATES),
  reason: z.string().nullable(),
  submitted_at: z.string(),
});
export type AdminReview = z.infer<typeof AdminReview>;
export const AdminUserDetail = z.object({
  user: UserInfo.extend({ locked: z.boolean(), last_login_at: z.string().nullable() }),
  addresses: z.array(AddressView),
  cards: z.array(CardView),
  reviews: z.array(AdminReview),
  inviter: z
    .object({ id: z.number().int(), email: z.string().nullable(), mobile: z.string().nullable(), nickname: z.string() })
    .nullable(),
  invited_count: z.number().int(),
  sessions: z.array(SessionView.omit({ current: true })),
  /** Whether the user has a second factor on (the security module's part; operators can reset it). */
  two_factor: z.boolean().optional(),

  /** The latest sign-ins (login history, newest first). */
  logins: z.array(LoginRecord),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;
