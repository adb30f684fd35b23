/**
 * Seconds options, wire contract (docs/api-options.md): the spec's `/microtrade/*` calls with the original field
 * names (original-backend.md §1), plus the user's record and limits. Amounts are decimal strings; ratios are
 * fractions (0.85 = 85 %); `type` 1 up, 2 down; `status` 1 trading, 3 closed; `profit_result` −1 loss, 0 tie, 1 win.
 */
import { z } from 'zod';
import { Id, pagedA } from '../shared';

export const OPTION_STATUS = { open: 1, closed: 3 } as const;
export const OPTION_TYPES = { up: 1, down: 2 } as const;
/** The cool-off periods a user can choose (self exclusion). */
export const COOL_OFF_CHOICES = ['24h', '7d', '30d'] as const;
export type CoolOff = (typeof COOL_OFF_CHOICES)[number];

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
const decimal = (re: RegExp) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(re));
const amount = decimal(AMOUNT);
const ratio = decimal(/^(0(\.\d{1,18})?|1(\.0{1,18})?)$/);
const int = z.coerce.number().int();

export const MicroSeconds = z.object({
  seconds: z.number().int(),
  /** Fraction paid on a win (0.85 = stake × 1.85 back). */
  payout_ratio: z.string(),
  /** Fraction of the stake kept on a loss. */
  loss_ratio: z.string(),
  /** The original's names, in %: profit_ratio = payout_ratio × 100. */
  profit_ratio: z.string(),
  loss_ratio_percent: z.string(),
  /** Win rate needed to break even before the fee: loss ÷ (payout + loss) = 1 ÷ (1 + payout) for a full loss. */
  break_even: z.string(),
  status: z.number().int(),
});
export type MicroSeconds = z.infer<typeof MicroSeconds>;

export const MicroCurrency = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Fee as a fraction of the stake, and in % (the original's micro_trade_fee). */
  fee_rate: z.string(),
  micro_trade_fee: z.string(),
  micro_min: z.string(),
  micro_max: z.string(),
  micro_holdtrade_max: z.number().int(),
  microNumbers: z.array(z.object({ currency_id: z.number().int(), number: z.string() })),
  /** The user's micro balance in this coin ('0' when signed out). */
  user_wallet: z.object({ micro_balance: z.string() }),
  /** Break-even win rate per expiry, the fee included. */
  break_even: z.array(z.object({ seconds: z.number().int(), rate: z.string() })),
});
export type MicroCurrency = z.infer<typeof MicroCurrency>;

export const MicroSubmitBody = z.object({
  match_id: Id,
  currency_id: Id,
  type: int.pipe(z.union([z.literal(1), z.literal(2)])),
  seconds: int.pipe(z.number().min(1).max(86_400)),
  number: amount,
});
export type MicroSubmitBody = z.infer<typeof MicroSubmitBody>;

export const MicroOrder = z.object({
  id: z.number().int(),
  show_micro_id: z.number().int(),
  match_id: z.number().int(),
  symbol_name: z.string(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  type: z.number().int(),
  seconds: z.number().int(),
  number: z.string(),
  fee: z.string(),
  payout_ratio: z.string(),
  loss_ratio: z.string(),
  open_price: z.string(),
  /** Equals open_price while the order is open (the original's convention). */
  end_price: z.string(),
  open_mark_id: z.number().int(),
  end_mark_id: z.number().int().nullable(),
  status: z.number().int(),
  profit_result: z.number().int(),
  /** The amount returned to the account (0 while open). */
  payout: z.string(),
  fact_profits: z.string(),
  created_at: z.string(),
  handled_at: z.string(),
  complete_at: z.string().nullable(),
  /** (seconds left + 1.3) × 1000, or 0 once expired. */
  remain_milli_seconds: z.number().int(),
  receipt_uid: z.string().nullable(),
});
export type MicroOrder = z.infer<typeof MicroOrder>;

export const MicroListsQuery = z.object({
  /** 1 trading, 3 closed (2, closing, is read as 1: we have no closing state). */
  status: int.pipe(z.number().min(1).max(3)).default(1),
  match_id: Id.optional(),
  currency_id: Id.optional(),
  page: int.pipe(z.number().min(1).max(1_000_000)).default(1),
  limit: int.pipe(z.number().min(1).max(100)).default(5),
});
export type MicroListsQuery = z.infer<typeof MicroListsQuery>;
export const MicroList = pagedA(MicroOrder);

export const MicroResultQuery = z.object({ id: Id });

export const MicroRecord = z.object({
  orders: z.number().int(),
  wins: z.number().int(),
  ties: z.number().int(),
  losses: z.number().int(),
  /** wins ÷ settled orders (0 when none). */
  win_rate: z.string(),
  /** Sum of payouts − stakes − fees, per coin. */
  net: z.array(z.object({ currency: z.string(), net: z.string(), fees: z.string() })),
  open: z.number().int(),
});
export type MicroRecord = z.infer<typeof MicroRecord>;

export const MicroLimits = z.object({
  /** USDT net loss allowed per UTC day; null: none. */
  daily_loss_limit: z.string().nullable(),
  /** A raised or removed limit waits 24 h: what it becomes, and when. */
  pending_limit: z.string().nullable(),
  pending_from: z.string().nullable(),
  cool_off_until: z.string().nullable(),
  /** Today's net loss so far (USDT, ≥ 0). */
  today_loss: z.string(),
});
export type MicroLimits = z.infer<typeof MicroLimits>;

export const MicroLimitsBody = z.object({
  /** '' or omitted: no change; 'none': remove (after 24 h). */
  daily_loss_limit: z.union([amount, z.literal('none'), z.literal('')]).optional(),
  cool_off: z.enum(COOL_OFF_CHOICES).optional(),
});
export type MicroLimitsBody = z.infer<typeof MicroLimitsBody>;

export { ratio as optionRatio };
