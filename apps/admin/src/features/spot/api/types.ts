// Wire shapes of docs/api-spot.md "Back office" come from the contract (@app/api/spot); the screens keep their names
// for them. Amounts are decimal strings and stay strings: shown exactly as the server sends them.
import type { AdminSpotPairInput, SpotMakerStatus } from '@app/api/spot';
import type { z } from 'zod';

export type {
  AdminSpotOrder as SpotOrder,
  AdminSpotOrdersQuery as OrdersQuery,
  AdminSpotPair as SpotPair,
  AdminSpotTrade as SpotTrade,
  AdminSpotTradesQuery as TradesQuery,
  SpotMakerSettings as MakerSettings,
  SpotMakerStatus as MakerStatus,
  SpotOrderStatus,
} from '@app/api/spot';
export { SPOT_ORDER_STATUSES } from '@app/api/spot';

/** `PUT /admin/spot/pairs/:id` params; the screens send only what changed (see `pairChanges`). */
export type SpotPairInput = z.input<typeof AdminSpotPairInput>;

/** One coin of the market maker's status card. */
export type MakerBalance = SpotMakerStatus['balances'][number];
