// Wire shapes of docs/api-options.md "Back office" come from the contract (@app/api/options), type-only so the
// schemas stay out of the bundle; the screens keep short names for them. Ratios, rates, stakes and prices are
// decimal strings and stay strings: shown exactly as the server sends them.
import type {
  AdminOptionCoin,
  AdminOptionCoinInput,
  AdminOptionCountry,
  AdminOptionCountryInput,
  AdminOptionExpiry,
  AdminOptionExpiryInput,
  AdminOptionHouseDay,
  AdminOptionOrder,
  AdminOptionPair,
} from '@app/api/options';
import type { z } from 'zod';

/** One expiry: its seconds, the fraction paid on a win, the fraction kept on a loss, offered or not. */
export type OptionExpiry = z.infer<typeof AdminOptionExpiry>;
/** `PUT /admin/options/expiries` body: the whole expiry (upserted by its seconds). */
export type OptionExpiryInput = z.input<typeof AdminOptionExpiryInput>;
export type OptionCoin = z.infer<typeof AdminOptionCoin>;
/** `PUT /admin/options/coins/:currency_id` body: every setting of the coin. */
export type OptionCoinInput = z.input<typeof AdminOptionCoinInput>;
export type OptionPair = z.infer<typeof AdminOptionPair>;
export type OptionCountry = z.infer<typeof AdminOptionCountry>;
export type OptionCountryInput = z.input<typeof AdminOptionCountryInput>;
export type OptionOrder = z.infer<typeof AdminOptionOrder>;
export type HouseDay = z.infer<typeof AdminOptionHouseDay>;

/**
 * An order's `state` filter (the server's `open` / `settled`); no filter lists both. Kept here, not imported as
 * values from @app/api/options, whose module would bring zod into the chunk.
 */
export const ORDER_STATES = ['open', 'settled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The original's codes on an order: `type` 1 up, 2 down; `status` 1 open, 3 settled; `profit_result` −1, 0, 1. */
export const DIRECTIONS = { up: 1, down: 2 } as const;
export const ORDER_STATUS = { open: 1, settled: 3 } as const;

/** `GET /admin/options/orders` query (the server lists both states, newest first). */
export type OrdersQuery = { state?: OrderState; user_id?: number; page: number; limit: number };
