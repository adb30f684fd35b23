/**
 * Wire types of the contracts capability come from the contract (`@app/api/contracts`), imported as types only so
 * zod stays out of the bundle; the screens keep short names. Amounts and prices are decimal strings.
 */
import type { LeverOrder } from '@app/api/contracts';

export type {
  ContractArea as Area,
  LeverClosedPush as ClosedPush,
  LeverDeal as Deal,
  LeverDealAll as DealAll,
  LeverDetail as Detail,
  LeverEstimate as Estimate,
  LeverEstimateBody as EstimateBody,
  LeverMyTrade as MyTrade,
  LeverOrder as Position,
  LeverPair as Pair,
  LeverSubmitBody as SubmitBody,
  LeverTradePush as TradePush,
  MarginMode,
} from '@app/api/contracts';

/**
 * Statuses and socket events of the contract (a closed set, STYLE habit 13): the same values as
 * `CONTRACT_STATUS` / `CONTRACT_SOCKET_EVENTS` of `@app/api/contracts` (types.test.ts checks it). Copies, because a
 * value import from the contract brings zod with it.
 */
export const STATUS = { pending: 0, open: 1, closing: 2, closed: 3, cancelled: 4 } as const;
export const SOCKET_EVENTS = { trade: 'lever_trade', closed: 'lever_closed' } as const;

/** The history tab's two lists (`status` of `/lever/my_trade`). */
export type HistoryScope = 'closed' | 'cancelled';
export const HISTORY_STATUS: Record<HistoryScope, number> = { closed: STATUS.closed, cancelled: STATUS.cancelled };

/** Why a position closed (`close_reason`), as the texts name them. */
export const CLOSE_REASONS = ['user', 'batch', 'tp', 'sl', 'liquidation'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
export const isCloseReason = (v: string): v is CloseReason => (CLOSE_REASONS as readonly string[]).includes(v);

export const isLong = (p: Pick<LeverOrder, 'type'>) => p.type === 1;
