/**
 * Wire schemas of the withdrawal-address book and bank cards (docs/api-accounts.md "Addresses and bank cards";
 * field names exactly as the spec's client sends them, bank labels mapped as spec §3 lists them).
 */
import { z } from 'zod';
import { OptionalSecondFactorCode } from '../security/schemas';
import { Id } from '../shared';
import { CODE_LENGTH } from '../validators';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`))
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalPay = z
  .string()
  .max(64)
  .optional()
  .transform((v) => v || undefined);

/** Saving or deleting needs the pay password or a security code, and the second factor when the user has one. */
const proof = { pay_password: optionalPay, code: optionalCode, two_factor_code: OptionalSecondFactorCode };
export const WalletSaveBody = z.object({
  currency: text(10),
  network: text(10),
  name: text(50),
  address: text(120),
  qrcode: text(200),
  ...proof,
});
export type WalletSaveBody = z.infer<typeof WalletSaveBody>;
export const WalletDeleteBody = z.object({ id: Id, ...proof });
export type WalletDeleteBody = z.infer<typeof WalletDeleteBody>;
export const CardBody = z.object({
  real_name: text(100),
  bank_name: text(100),
  bank_account: text(50),
  bank_dizhi: text(200),
  bank_network: text(100),
  ...proof,
});
export type CardBody = z.infer<typeof CardBody>;
export const CardInternationalBody = z.object({
  real_name: text(100),
  bank_name: text(100),
  bank_account: text(50),
  alipay_account: text(30),
  wechat_nickname: text(30),
  phone: text(30),
  wechat_account: text(200),
  bank_dizhi: text(200),
  ...proof,
});
export type CardInternationalBody = z.infer<typeof CardInternationalBody>;

// ---------- Responses ----------

export const BookCoin = z.object({ id: z.number().int(), name: z.string(), networks: z.array(z.string()) });
export type BookCoin = z.infer<typeof BookCoin>;
export const AddressView = z.object({
  id: z.number().int(),
  currency: z.string(),
  network: z.string(),
  name: z.string(),
  address: z.string(),
  qrcode: z.string(),
  created_at: z.string(),
  /** Withdrawals to this address are accepted from this time on (24 h after it was added). */
  withdraw_from: z.string(),
});
export type AddressView = z.infer<typeof AddressView>;
export const CardView = z.object({
  id: z.number().int(),
  kind: z.enum(['domestic', 'international']),
  real_name: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  bank_dizhi: z.string(),
  bank_network: z.string().optional(),
  alipay_account: z.string().optional(),
  wechat_nickname: z.string().optional(),
  phone: z.string().optional(),
  wechat_account: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CardView = z.infer<typeof CardView>;
