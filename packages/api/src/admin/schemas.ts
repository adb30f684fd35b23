/** The back office's own calls (docs/api-foundation.md "Admin"): login with TOTP, admin accounts and the audit log. */
import { z } from 'zod';
import { SecondFactorCode } from '../security/schemas';
import { PageQuery } from '../shared';
import { ADMIN_ROLES } from './roles';

export const ADMIN_PASSWORD_MIN = 10;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** A 6-digit code of the authenticator app. */
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

export const AdminLoginBody = z.object({
  email,
  password: z.string().min(1).max(256),
  /** Required once the admin has turned two-factor authentication on: an authenticator or a recovery code. */
  code: SecondFactorCode.optional(),
});
export type AdminLoginBody = z.infer<typeof AdminLoginBody>;
export const AdminView = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type AdminView = z.infer<typeof AdminView>;
/** Either the session, or (right password, 2FA on, no code sent) `need_2fa` and no token. */
export const AdminLoginResult = z.union([
  z.object({ token: z.string(), admin: AdminView }),
  z.object({ need_2fa: z.literal(true), message: z.string() }),
]);
export type AdminLoginResult = z.infer<typeof AdminLoginResult>;

// ---------- Two-factor authentication ----------

export const AdminTotpCodeBody = z.object({ code: totpCode });
export const AdminTotpStatus = z.object({
  enabled: z.boolean(),
  pending: z.boolean(),
  /** Unused recovery codes left (0 when off). */
  recovery_left: z.number().int(),
});
/** The 10 one-time recovery codes handed out when 2FA is turned on (shown once). */
export const AdminRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type AdminRecoveryCodes = z.infer<typeof AdminRecoveryCodes>;
export type AdminTotpStatus = z.infer<typeof AdminTotpStatus>;
export const AdminTotpSetup = z.object({ secret: z.string(), otpauth_url: z.string() });
export type AdminTotpSetup = z.infer<typeof AdminTotpSetup>;

// ---------- Admin accounts ----------

export const AdminListItem = AdminView.extend({ disabled: z.boolean(), created_at: z.string() });
export type AdminListItem = z.infer<typeof AdminListItem>;

const adminPassword = z.string().min(ADMIN_PASSWORD_MIN).max(256);
export const AdminCreateBody = z.object({
  email,
  name: z.string().trim().min(1).max(64),
  role: z.enum(ADMIN_ROLES),
  password: adminPassword,
});
export type AdminCreateBody = z.infer<typeof AdminCreateBody>;
export const AdminUpdateBody = z.object({
  name: z.string().trim().min(1).max(64).optional(),
  role: z.enum(ADMIN_ROLES).optional(),
  disabled: z.boolean().optional(),
  password: adminPassword.optional(),
});
export type AdminUpdateBody = z.infer<typeof AdminUpdateBody>;

// ---------- Audit log ----------

export const AuditQuery = PageQuery.extend({ action: z.string().trim().max(64).optional() });
export type AuditQuery = z.infer<typeof AuditQuery>;
export const AuditRow = z.object({
  id: z.number().int(),
  admin_email: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof AuditRow>;
