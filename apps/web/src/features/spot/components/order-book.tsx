import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Depth, Pair } from '../api/types';
import { depthBarWidths } from '../calc';
import { BOOK_ROWS, type BookRows, groupLevels, groupSteps } from '../model/book';
import { fmtAmount, fmtPrice } from '../model/format';
import { DepthChart } from './depth-chart';

type Props = {
  depth?: Depth;
  pair: Pair;
  lastPrice: string;
  lastDirection: string;
  onPrice?: (p: string) => void;
  /** `stacked`: asks above the last price, bids below (beside the form). `split`: bids | asks side by side. */
  layout?: 'stacked' | 'split';
  initialRows?: BookRows;
  chart?: boolean;
};

/** A row's height in spot.css (`.book-row`). */
const BOOK_ROW_PX = 20;

/** Decimals a grouped price is shown with: the step's, never more than the pair's. */
const stepDecimalsOf = (step: string, pair: Pair) =>
  Math.min(pair.price_precision, (step.split('.')[1] ?? '').replace(/0+$/, '').length);

/**
 * The book with its tools: rows a side (5/10/20) and price grouping (the tick ×1/×10/×100/×1000), cumulative depth
 * bars, and optionally the depth chart of what it shows. `book-ask-0` / `book-bid-0` are the best (grouped) prices.
 * Tapping a row fills the limit price. The rows stay 20 px tall so twenty levels a side fit on a phone; the price
 * field does the same at full size, which the a11y journey's tap-target check accepts through `data-tap-equivalent`
 * (WCAG 2.5.5's equivalent-control exception). Without `onPrice` (the pair detail) rows are plain text.
 */
export function OrderBook({
  depth,
  pair,
  lastPrice,
  lastDirection,
  onPrice,
  layout = 'stacked',
  initialRows = 10,
  chart = false,
}: Props) {
  const { t } = useTranslation();
  const steps = useMemo(() => groupSteps(pair.tick_size), [pair.tick_size]);
  const [step, setStep] = useState(pair.tick_size);
  const [rows, setRows] = useState<BookRows>(initialRows);
  const asks = useMemo(() => groupLevels(depth?.asks ?? [], step, 'ask', rows), [depth?.asks, step, rows]);
  const bids = useMemo(() => groupLevels(depth?.bids ?? [], step, 'bid', rows), [depth?.bids, step, rows]);
  const widths = useMemo(() => depthBarWidths(asks, bids), [asks, bids]);
  const priceText = (price: string) =>
    step === pair.tick_size
      ? fmtPrice(price, pair)
      : fmtPrice(price, { ...pair, price_precision: stepDecimalsOf(step, pair) });
  const row = (side: 'ask' | 'bid', [price, amount]: [string, string], i: number, width: number) => {
    const content = (
      <>
        <span className="book-bar" style={{ width: `${width}%` }} />
        <span className="book-price">{priceText(price)}</span>
        <span className="book-amount">{fmtAmount(amount, pair)}</span>
      </>
    );
    const key = `${side}-${price}`;
    const common = {
      className: `book-row book-${side}`,
      'data-testid': `book-${side}-${i}`,
      'data-price': price,
    };
    return onPrice ? (
      <button type="button" key={key} {...common} data-tap-equivalent="trade-price" onClick={() => onPrice(price)}>
        {content}
      </button>
    ) : (
      <div key={key} {...common}>
        {content}
      </div>
    );
  };
  const askRows = asks.map((level, i) => row('ask', level, i, widths.asks[i] ?? 0));
  const bidRows = bids.map((level, i) => row('bid', level, i, widths.bids[i] ?? 0));
  const head = (
    <div className="book-head">
      <span>{t('spot.book.price', { coin: pair.legal_name })}</span>
      <span>{t('spot.book.amount', { coin: pair.currency_name })}</span>
    </div>
  );
  const last = onPrice ? (
    <button
      type="button"
      className={`book-last ${lastDirection}`}
      data-testid="book-last-price"
      data-tap-equivalent="trade-price"
      onClick={() => lastPrice && onPrice(lastPrice)}
    >
      {lastPrice ? fmtPrice(lastPrice, pair) : '—'}
    </button>
  ) : (
    <div className={`book-last ${lastDirection}`} data-testid="book-last-price">
      {lastPrice ? fmtPrice(lastPrice, pair) : '—'}
    </div>
  );
  return (
    <section className={`order-book book-${layout}`} aria-label={t('spot.book.title')} data-testid="order-book">
      <div className="book-tools">
        <select
          className="book-group-select"
          aria-label={t('spot.book.group')}
          value={step}
          onChange={(e) => setStep(e.target.value)}
          data-testid="book-group"
        >
          {steps.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <select
          aria-label={t('spot.book.rows')}
          value={rows}
          onChange={(e) => setRows(Number(e.target.value) as BookRows)}
          data-testid="book-rows"
        >
          {BOOK_ROWS.map((n) => (
            <option key={n} value={n}>
              {t('spot.book.rowsOption', { n })}
            </option>
          ))}
        </select>
      </div>
      {chart && <DepthChart bids={bids} asks={asks} pair={pair} />}
      {layout === 'stacked' ? (
        <>
          {head}
          {/* Each side holds its rows' height before the book arrives, so the last price does not jump (CLS). */}
          <div className="book-asks" style={{ minHeight: rows * BOOK_ROW_PX }}>
            {[...askRows].reverse()}
          </div>
          {last}
          <div className="book-bids" style={{ minHeight: rows * BOOK_ROW_PX }}>
            {bidRows}
          </div>
        </>
      ) : (
        <>
          {last}
          <div className="book-columns">
            <div className="book-bids">
              {head}
              {bidRows}
            </div>
            <div className="book-asks">
              {head}
              {askRows}
            </div>
          </div>
        </>
      )}
      {depth && asks.length === 0 && bids.length === 0 && <p className="book-empty">{t('spot.book.empty')}</p>}
    </section>
  );
}
