import { changeDirection, formatPercent, formatPrice } from '@app/api';
import { memo } from 'react';
import { Link } from 'react-router';
import { useFlash } from '../../../lib/use-flash';
import type { Quote } from '../api/types';
import { symbolId } from '../model/quotes';
import './quote-bits.css';

/** Detail route of a pair: `/pages/market/detail?symbol=BTC/USDT`. */
export const DETAIL_PATH = '/pages/market/detail';
export const SEARCH_PATH = '/pages/market/search';
export const MARKET_PATH = '/pages/market/market';
/** The trade tab (a later issue) opens with the pair preselected. */
export const TRADE_PATH = '/pages/transaction/index';

export function detailHref(symbol: string): string {
  return `${DETAIL_PATH}?symbol=${encodeURIComponent(symbol)}`;
}

/** The last price at the pair's precision, coloured by its 24 h change; it flashes the way it moves. */
export function PriceText({ quote, testId }: { quote: Quote; testId?: string }) {
  const flash = useFlash(quote.now_price);
  return (
    <span className={`quote-price ${changeDirection(quote.change)} ${flash}`.trimEnd()} data-testid={testId}>
      {formatPrice(quote.now_price, quote.precision)}
    </span>
  );
}

/** The 24 h change in a coloured pill: '+1.23%'. */
export function ChangePill({ change }: { change: string }) {
  return <span className={`change-pill pill-${changeDirection(change)}`}>{formatPercent(change)}</span>;
}

/** Base and quote of a symbol: 'BTC' bold, '/USDT' dim. */
export function SymbolName({ symbol }: { symbol: string }) {
  const [base, quote] = symbol.split('/');
  return (
    <span className="symbol-name">
      <b>{base}</b>
      {quote && <small>/{quote}</small>}
    </span>
  );
}

export const rowTestId = (symbol: string) => `quote-row-${symbolId(symbol)}`;
export const priceTestId = (symbol: string) => `quote-price-${symbolId(symbol)}`;

/**
 * A pair's row that opens its detail: symbol over name, last price, 24 h change (home's movers, search results).
 * Re-rendered only when its own quote moved: a push keeps the objects of the quotes that did not (model/merge.ts).
 */
export const PairRow = memo(function PairRow({ quote, testId }: { quote: Quote; testId: string }) {
  return (
    <Link to={detailHref(quote.symbol)} className="quote-row" data-testid={testId}>
      <div className="quote-cell-name">
        <div className="quote-title">
          <SymbolName symbol={quote.symbol} />
        </div>
        <div className="quote-sub">{quote.name}</div>
      </div>
      <div className="quote-cell-price">
        <PriceText quote={quote} />
      </div>
      <div className="quote-cell-change">
        <ChangePill change={quote.change} />
      </div>
    </Link>
  );
});
