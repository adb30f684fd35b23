/**
 * Wire schemas of the user's own security records (docs/api-accounts.md, "Account security"): the login history
 * and the anti-phishing code. Kept apart from schemas.ts so the two-factor work can grow that file on its own.
 */
import { z } from 'zod';

/** One successful sign-in. `place` is null when the address cannot be placed (no geolocation database). */
export const LoginRecord = z.object({
  id: z.number().int(),
  created_at: z.string(),
  ip: z.string(),
  /** `mobile`, `tablet`, `desktop`, `tv`, `bot` or `unknown` (from the user agent). */
  device: z.string(),
  /** e.g. `Chrome 120`, `''` when the agent says nothing usable. */
  browser: z.string(),
  /** e.g. `Android 14`, `iOS 17.1`, `''` when unknown. */
  os: z.string(),
  /** e.g. `Apple iPhone`, `''` when unknown. */
  model: z.string(),
  /** `loopback` / `private` for such addresses, null for a public address we cannot place. */
  place: z.string().nullable(),
  user_agent: z.string(),
});
export type LoginRecord = z.infer<typeof LoginRecord>;

/** `code` is the user's own code (shown to them only), null when none is set. */
export const AntiPhishingView = z.object({ code: z.string().nullable(), updated_at: z.string().nullable() });
export type AntiPhishingView = z.infer<typeof AntiPhishingView>;

/**
 * Setting or changing the code needs the pay password or the login password (one of them). The code's format is
 * checked by the service, so the refusal names the field in the user's language.
 */
export const AntiPhishingBody = z.object({
  code: z.string().max(100),
  pay_password: z
    .string()
    .max(64)
    .optional()
    .transform((v) => v || undefined),
  password: z
    .string()
    .max(128)
    .optional()
    .transform((v) => v || undefined),
});
export type AntiPhishingBody = z.infer<typeof AntiPhishingBody>;
/** What a client sends (both passwords optional). */
export type AntiPhishingInput = z.input<typeof AntiPhishingBody>;
