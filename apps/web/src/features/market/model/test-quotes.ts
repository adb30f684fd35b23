import type { Quote } from '../api/types';

/** A quote with plausible defaults, for unit tests. */
export function makeQuote(over: Partial<Quote> & Pick<Quote, 'id' | 'symbol'>): Quote {
  const [base = 'X', legal = 'USDT'] = over.symbol.split('/');
  return {
    kind: 'spot',
    currency_id: over.id,
    legal_id: 3,
    currency_name: base,
    legal_name: legal,
    name: base,
    now_price: '1',
    change: '0',
    open_24h: '1',
    high: '1',
    low: '1',
    volume: '0',
    amount: '0',
    logo: '',
    precision: 2,
    amount_precision: 4,
    hot: false,
    open: true,
    simulated: false,
    ...over,
  };
}
