/**
 * Back-office seconds options: expiries and their ratios, per-coin limits, per-pair and per-country switches,
 * orders with receipts, and the house's net result per day. Nothing here can choose or change a result.
 */
import { z } from 'zod';
import { PageQuery, paged } from '../shared';
import { MicroOrder, optionRatio } from './schemas';

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
const amount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(AMOUNT));

export const AdminOptionExpiry = z.object({
  seconds: z.number().int(),
  payout_ratio: z.string(),
  loss_ratio: z.string(),
  enabled: z.boolean(),
});
export const AdminOptionExpiryInput = z.object({
  seconds: z.coerce.number().int().min(1).max(86_400),
  payout_ratio: optionRatio,
  loss_ratio: optionRatio,
  enabled: z.boolean(),
});
export const AdminOptionCoin = z.object({
  currency: z.string(),
  currency_id: z.number().int(),
  enabled: z.boolean(),
  fee_rate: z.string(),
  min_stake: z.string(),
  max_stake: z.string(),
  max_open: z.number().int(),
  presets: z.array(z.string()),
});
export const AdminOptionCoinInput = z.object({
  enabled: z.boolean(),
  fee_rate: optionRatio,
  min_stake: amount,
  max_stake: amount,
  max_open: z.coerce.number().int().min(0).max(10_000),
  presets: z.array(amount).max(12),
});
export const AdminOptionPair = z.object({ id: z.number().int(), symbol: z.string(), enabled: z.boolean() });
export const AdminOptionSwitch = z.object({ enabled: z.boolean() });
export const AdminOptionCountry = z.object({ country: z.string(), disabled: z.boolean() });
export const AdminOptionCountryInput = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase()),
  disabled: z.boolean(),
});
export const AdminOptionOrdersQuery = PageQuery.extend({
  state: z.enum(['open', 'settled']).optional(),
  user_id: z.coerce.number().int().positive().optional(),
});
export const AdminOptionOrder = MicroOrder.extend({ user_id: z.number().int(), user: z.string() });
export const AdminOptionOrders = paged(AdminOptionOrder);
export const AdminOptionHouseDay = z.object({
  day: z.string(),
  currency: z.string(),
  orders: z.number().int(),
  /** Stakes kept − payouts above stakes (the house's result; fees are separate). */
  house_net: z.string(),
  fees: z.string(),
});
