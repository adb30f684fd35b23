import { changeDirection } from '@app/api';
import { useTranslation } from '../../../i18n/use-translation';
import type { Quote } from '../../market/api/types';
import { useDepth, usePairs, useTrades } from '../api/public-api';
import type { Pair } from '../api/types';
import { useMarketFeeds } from '../model/live';
import { bookLast } from '../model/ticker';
import { OrderBook } from './order-book';
import { RecentTrades } from './recent-trades';
import '../spot.css';

function Live({ pair, quote }: { pair: Pair; quote: Quote }) {
  const { t } = useTranslation();
  const depth = useDepth(pair.symbol);
  const trades = useTrades(pair.symbol);
  useMarketFeeds(pair.symbol);
  return (
    <div className="spot-market trade-page">
      <h3 className="spot-market-title">{t('spot.book.title')}</h3>
      <OrderBook
        depth={depth.data}
        pair={pair}
        lastPrice={bookLast(depth.data) ?? quote.now_price}
        lastDirection={changeDirection(quote.change)}
        layout="split"
        initialRows={20}
        chart
      />
      <h3 className="spot-market-title">{t('spot.trades.title')}</h3>
      <RecentTrades trades={trades.data?.slice(0, 20)} pair={pair} />
    </div>
  );
}

/**
 * The last price to show beside `symbol`'s book (see `bookLast`); undefined without a book (`symbol` '') or
 * before its snapshot carries one. Shares the book's query, which the book's own feeds keep live.
 */
export function useBookLast(symbol: string): string | undefined {
  return bookLast(useDepth(symbol).data);
}

/**
 * The live book (with its depth chart) and the recent trades of a spot pair, for the pair detail page. Read only:
 * a price is picked on the trade screen, one tap away through Buy/Sell. Nothing for a symbol with no spot pair.
 */
export function SpotBookAndTrades({ symbol, quote }: { symbol: string; quote: Quote }) {
  const pairs = usePairs();
  const pair = pairs.data?.find((p) => p.symbol === symbol);
  return pair ? <Live pair={pair} quote={quote} /> : null;
}
