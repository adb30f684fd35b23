/**
 * Routes of the contract and stock screens (spec §2: transaction/contract, futrues, index2, contract_order) and the
 * links other features open them with. No texts and no components here: the wallet, market and home features
 * import it without pulling the screens into their chunks.
 */
export const CONTRACT_PATH = '/pages/transaction/contract';
/** The spec's own spelling of the futures route. */
export const FUTURES_PATH = '/pages/transaction/futrues';
export const STOCK_PATH = '/pages/transaction/index2';
export const ORDER_PATH = '/pages/transaction/contract_order';
export const SPOT_PATH = '/pages/transaction/index';
const TRANSFER_PATH = '/pages/fund/transfer';

export type LeverArea = 'contract' | 'stock';

/**
 * A trading screen with a pair (`symbol`), a side and, for contracts, the "margin / super leverage" view
 * (`mode=margin`: only pairs offering high leverage).
 */
export function leverHref(
  area: LeverArea,
  opts: { symbol?: string | undefined; side?: 'long' | 'short' | undefined; superLeverage?: boolean } = {},
): string {
  const query = new URLSearchParams();
  if (opts.symbol) query.set('symbol', opts.symbol);
  if (opts.side) query.set('side', opts.side);
  if (opts.superLeverage && area === 'contract') query.set('mode', 'margin');
  const text = query.toString();
  return `${area === 'stock' ? STOCK_PATH : CONTRACT_PATH}${text ? `?${text}` : ''}`;
}

/** The market's pair detail (chart), whose Buy/Sell come back to this screen (`trade`). */
export const chartHref = (symbol: string, area: LeverArea): string =>
  `/pages/market/detail?symbol=${encodeURIComponent(symbol)}&trade=${area}`;

export const orderHref = (id: number | string): string => `${ORDER_PATH}?id=${encodeURIComponent(String(id))}`;

/** The wallet's transfer screen from the spot account into a trading account (`lever` contracts, `stock`). */
export const transferInHref = (account: 'lever' | 'stock'): string => `${TRANSFER_PATH}?from=change&to=${account}`;

/** The account a trading area settles in. */
export const accountOf = (area: LeverArea): 'lever' | 'stock' => (area === 'stock' ? 'stock' : 'lever');
