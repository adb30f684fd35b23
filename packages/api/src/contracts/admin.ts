/**
 * Back office of contracts (docs/api-contracts.md): pair settings, open positions and users by risk rate,
 * liquidations, the insurance fund, overnight fee runs. Nothing here can change a position's price or outcome.
 */
import { z } from 'zod';
import { fitsColumn, Id } from '../shared';
import { CONTRACT_AREAS, LeverOrder, LeverPair } from './schemas';

const decimal = fitsColumn(
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/)
    .max(40),
);

export const AdminContractPair = LeverPair.extend({ enabled: z.boolean() });
export type AdminContractPair = z.infer<typeof AdminContractPair>;

export const AdminContractPairInput = z.object({
  enabled: z.boolean().optional(),
  lot_size: decimal.optional(),
  min_lots: z.number().int().min(1).max(1_000_000_000).optional(),
  max_lots: z.number().int().min(0).max(1_000_000_000).optional(),
  multiples: z.array(z.number().int().min(1).max(1000)).max(20).optional(),
  share_presets: z.array(z.number().int().min(1).max(1_000_000_000)).max(20).optional(),
  spread: decimal.optional(),
  fee_rate: decimal.optional(),
  overnight_rate: decimal.optional(),
  liquidation_threshold: decimal.optional(),
  limit_entries: z.boolean().optional(),
});
export type AdminContractPairInput = z.infer<typeof AdminContractPairInput>;

export const AdminPositionsQuery = z.object({
  status: z.coerce.number().int().min(-1).max(4).default(1),
  user_id: Id.optional(),
  area: z.enum(CONTRACT_AREAS).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminPositionsQuery = z.infer<typeof AdminPositionsQuery>;

export const AdminPosition = LeverOrder.extend({ user_id: z.number(), user: z.string() });
export type AdminPosition = z.infer<typeof AdminPosition>;

/** A user's margin account with open positions, lowest risk rate first (closest to liquidation). */
export const AdminRiskRow = z.object({
  user_id: z.number(),
  user: z.string(),
  area: z.enum(CONTRACT_AREAS),
  settle_currency: z.string(),
  positions: z.number(),
  balance: z.string(),
  margin: z.string(),
  profits: z.string(),
  hazard_rate: z.string(),
  threshold: z.string(),
});
export type AdminRiskRow = z.infer<typeof AdminRiskRow>;

export const AdminLiquidation = z.object({
  id: z.number(),
  user_id: z.number(),
  user: z.string(),
  settle_currency: z.string(),
  area: z.enum(CONTRACT_AREAS),
  margin_mode: z.string(),
  risk_rate: z.string(),
  threshold: z.string(),
  positions: z.number(),
  pnl: z.string(),
  insurance_paid: z.string(),
  position_ids: z.array(z.number()),
  receipt_ids: z.array(z.string()),
  created_at: z.string(),
});
export type AdminLiquidation = z.infer<typeof AdminLiquidation>;

/** System accounts of contracts per coin: the insurance fund, the house's P&L and the fees collected. */
export const AdminInsurance = z.object({
  accounts: z.array(z.object({ currency: z.string(), insurance: z.string(), house_pnl: z.string(), fees: z.string() })),
  /** Σ insurance paid by liquidations, per coin. */
  paid: z.record(z.string(), z.string()),
  liquidations: z.number(),
});
export type AdminInsurance = z.infer<typeof AdminInsurance>;

export const AdminOvernightRun = z.object({
  id: z.number(),
  day: z.string(),
  state: z.string(),
  due_at: z.string(),
  settled_at: z.string(),
  positions: z.number(),
  totals: z.record(z.string(), z.string()),
  uncollected: z.record(z.string(), z.string()),
  attempts: z.number(),
  last_error: z.string(),
});
export type AdminOvernightRun = z.infer<typeof AdminOvernightRun>;
