/**
 * Routes of the seconds options screens (spec §2 `transaction/seconds_order`, and two of ours: one order's detail
 * and the user's record and limits) and the links to them. No texts and no components here, so other features
 * (the contract screens' area switch) link to them without pulling the screens into their chunks.
 */
export const SECONDS_PATH = '/pages/transaction/seconds_order';
export const DETAIL_PATH = '/pages/transaction/seconds_detail';
export const LIMITS_PATH = '/pages/transaction/seconds_limits';

/** The seconds screen on a pair (`symbol`). */
export const secondsHref = (symbol?: string): string =>
  symbol ? `${SECONDS_PATH}?symbol=${encodeURIComponent(symbol)}` : SECONDS_PATH;

export const detailHref = (id: number | string): string => `${DETAIL_PATH}?id=${encodeURIComponent(String(id))}`;

/** The wallet's transfer screen from the spot account into the options (micro) account. */
export const TRANSFER_IN_PATH = '/pages/fund/transfer?from=change&to=micro';
