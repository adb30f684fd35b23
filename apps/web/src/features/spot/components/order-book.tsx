import { useTranslation } from 'react-i18next';
import { BOOK_LEVELS } from '../api/public-api';
import type { Depth, Pair } from '../api/types';
import { depthBarWidths } from '../calc';
import { fmtAmount, fmtPrice } from '../model/format';

type Props = { depth?: Depth; pair: Pair; lastPrice: string; lastDirection: string; onPrice: (p: string) => void };

/**
 * Asks above (best ask nearest the middle), the last price, bids below; 10 levels each with cumulative depth
 * bars. `book-ask-0` / `book-bid-0` are the best prices. Tapping a row fills the limit price. The rows stay
 * 20 px tall so ten levels a side fit on a phone; the price field does the same at full size, which the a11y
 * journey's tap-target check accepts through `data-tap-equivalent` (WCAG 2.5.5's equivalent-control exception).
 */
export function OrderBook({ depth, pair, lastPrice, lastDirection, onPrice }: Props) {
  const { t } = useTranslation();
  const asks = (depth?.asks ?? []).slice(0, BOOK_LEVELS);
  const bids = (depth?.bids ?? []).slice(0, BOOK_LEVELS);
  const widths = depthBarWidths(asks, bids);
  const row = (side: 'ask' | 'bid', [price, amount]: [string, string], i: number, width: number) => (
    <button
      type="button"
      key={`${side}-${price}`}
      className={`book-row book-${side}`}
      data-testid={`book-${side}-${i}`}
      data-price={price}
      data-tap-equivalent="trade-price"
      onClick={() => onPrice(price)}
    >
      <span className="book-bar" style={{ width: `${width}%` }} />
      <span className="book-price">{fmtPrice(price, pair)}</span>
      <span className="book-amount">{fmtAmount(amount, pair)}</span>
    </button>
  );
  return (
    <section className="order-book" aria-label={t('spot.book.title')}>
      <div className="book-head">
        <span>{t('spot.book.price', { coin: pair.legal_name })}</span>
        <span>{t('spot.book.amount', { coin: pair.currency_name })}</span>
      </div>
      <div className="book-asks">
        {asks
          .map((level, i) => ({ level, i }))
          .reverse()
          .map(({ level, i }) => row('ask', level, i, widths.asks[i] ?? 0))}
      </div>
      <button
        type="button"
        className={`book-last ${lastDirection}`}
        data-testid="book-last-price"
        data-tap-equivalent="trade-price"
        onClick={() => lastPrice && onPrice(lastPrice)}
      >
        {lastPrice ? fmtPrice(lastPrice, pair) : '—'}
      </button>
      <div className="book-bids">{bids.map((level, i) => row('bid', level, i, widths.bids[i] ?? 0))}</div>
      {depth && asks.length === 0 && bids.length === 0 && <p className="book-empty">{t('spot.book.empty')}</p>}
    </section>
  );
}
