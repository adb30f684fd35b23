/**
 * Wire types of the seconds options (`@app/api/options`, docs/api-options.md), imported as types only so zod stays
 * out of the bundle; the screens keep short names. Amounts, prices and ratios are decimal strings (0.85 = 85 %).
 */
import type { MicroList } from '@app/api/options';
import type { z } from 'zod';

export type {
  CoolOff,
  MicroCurrency as Coin,
  MicroLimits as Limits,
  MicroLimitsBody as LimitsBody,
  MicroOrder as Order,
  MicroRecord as TradeRecord,
  MicroSeconds as Expiry,
  MicroSubmitBody as SubmitBody,
} from '@app/api/options';

/** One page of `GET /microtrade/lists` (Laravel's paginator plus `list`). */
export type OrderPage = z.infer<typeof MicroList>;

/**
 * Statuses, directions, results, cool-off periods and the socket event of the contract (closed sets, STYLE habit
 * 13): the same values as `OPTION_STATUS`, `OPTION_TYPES`, `COOL_OFF_CHOICES` and `OPTION_SOCKET_EVENTS` of
 * `@app/api/options` (types.test.ts checks it). Copies, because a value import from the contract brings zod.
 */
export const STATUS = { open: 1, closed: 3 } as const;
export const TYPES = { up: 1, down: 2 } as const;
export const COOL_OFFS = ['24h', '7d', '30d'] as const;
export const SOCKET_EVENTS = { closed: 'closed_microorder' } as const;

export type Direction = keyof typeof TYPES;
/** `profit_result` −1 loss, 0 tie, 1 win, as the texts name them. */
export type Outcome = 'win' | 'tie' | 'loss';

export const directionOf = (type: number): Direction => (type === TYPES.down ? 'down' : 'up');
export const outcomeOf = (profitResult: number): Outcome =>
  profitResult > 0 ? 'win' : profitResult < 0 ? 'loss' : 'tie';
