// Wire shapes of docs/api-contracts.md "Back office" come from the contract (@app/api/contracts), type-only so the
// schemas stay out of the bundle; the screens keep short names for them. Amounts, prices and rates are decimal strings
// and stay strings: shown exactly as the server sends them.
import type { AdminContractPairInput, AdminInsurance, ContractArea, MarginMode } from '@app/api/contracts';
import type { z } from 'zod';

export type {
  AdminContractPair as ContractPair,
  AdminLiquidation as Liquidation,
  AdminOvernightRun as OvernightRun,
  AdminPosition as Position,
  AdminRiskRow as RiskRow,
  CloseReason,
  ContractArea,
  MarginMode,
} from '@app/api/contracts';

/** `PUT /admin/contracts/pairs/:id` params; the drawer sends only what changed (see `pairChanges`). */
export type ContractPairInput = z.input<typeof AdminContractPairInput>;

export type Insurance = AdminInsurance;
/** One coin of the contracts' system accounts. */
export type InsuranceAccount = AdminInsurance['accounts'][number];

/**
 * A position's `status` (spec §3): 0 a limit entry waiting for its price, 1 open, 2 closing, 3 closed, 4 cancelled.
 * The list's filter also takes -1 (every status). Kept here, not imported as values from @app/api/contracts, whose
 * module would bring zod into the chunk.
 */
export const POSITION_STATUSES = { pending: 0, open: 1, closing: 2, closed: 3, cancelled: 4 } as const;
export type PositionStatusName = keyof typeof POSITION_STATUSES;
export const STATUS_FILTERS = [1, 0, 3, 4, -1] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const AREAS = ['contract', 'stock'] as const satisfies readonly ContractArea[];
export const MODES = ['cross', 'isolated'] as const satisfies readonly MarginMode[];

/** `GET /admin/contracts/positions` query (the server's defaults: status 1, page 1, limit 20). */
export type PositionsQuery = {
  status: StatusFilter;
  user_id?: number;
  area?: ContractArea;
  page: number;
  limit: number;
};
export type PageQuery = { page: number; limit: number };
