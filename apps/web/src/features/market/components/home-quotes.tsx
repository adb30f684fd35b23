import { RightOutline } from 'antd-mobile-icons';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useHot } from '../api/get-hot';
import { useQuotation } from '../api/get-quotation';
import type { Quote } from '../api/types';
import { movers, splitQuotation, symbolId } from '../model/quotes';
import { ChangePill, detailHref, MARKET_PATH, PairRow, PriceText, SymbolName } from './quote-bits';
import '../market.css';

export const HOME_CARDS = 3;
export const HOME_MOVERS = 5;

/*
 * A card re-renders only when its own quote changed: a push merges the moved quotes into new objects and
 * keeps the others (model/merge.ts), and each card holds a router link, a flash and two formatted numbers.
 */
const QuoteCard = memo(function QuoteCard({ quote }: { quote: Quote }) {
  return (
    <Link to={detailHref(quote.symbol)} className="quote-card" data-testid={`home-card-${symbolId(quote.symbol)}`}>
      <SymbolName symbol={quote.symbol} />
      <PriceText quote={quote} />
      <ChangePill change={quote.change} />
    </Link>
  );
});

/** Home: the first three hot pairs as cards, then the top gainers or losers among spot pairs; all live. */
export function HomeQuotes() {
  const { t } = useTranslation();
  const hot = useHot();
  const quotation = useQuotation();
  const [side, setSide] = useState<'gainers' | 'losers'>('gainers');
  const spot = quotation.data ? splitQuotation(quotation.data).spot : [];
  const cards = (hot.data?.length ? hot.data : spot).slice(0, HOME_CARDS);
  const list = movers(spot, side, HOME_MOVERS);

  return (
    <section className="home-section home-quotes" data-testid="home-quotes">
      {hot.isPending && quotation.isPending ? (
        <div className="quote-cards" aria-hidden="true" data-testid="home-cards-placeholder">
          {Array.from({ length: HOME_CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical blank slots that never reorder
            <QuoteCardPlaceholder key={i} />
          ))}
        </div>
      ) : (
        <div className="quote-cards">
          {cards.map((q) => (
            <QuoteCard key={q.symbol} quote={q} />
          ))}
        </div>
      )}
      <div className="section-head">
        <div className="segmented" role="tablist">
          {(['gainers', 'losers'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={side === key}
              className={side === key ? 'segment segment-active' : 'segment'}
              onClick={() => setSide(key)}
              data-testid={`home-${key}`}
            >
              {t(`market.${key}`)}
            </button>
          ))}
        </div>
        <Link to={MARKET_PATH} className="section-more">
          {t('common.more')}
          <RightOutline />
        </Link>
      </div>
      {/* A failed refresh keeps the last quotes on screen (offline: the kept ones). */}
      {quotation.isError && !quotation.data && <ErrorState onRetry={() => void quotation.refetch()} />}
      {quotation.isPending &&
        // biome-ignore lint/suspicious/noArrayIndexKey: identical blank slots that never reorder
        Array.from({ length: HOME_MOVERS }, (_, i) => <QuoteRowPlaceholder key={i} />)}
      {list.map((q) => (
        <PairRow key={q.symbol} quote={q} testId={`home-row-${symbolId(q.symbol)}`} />
      ))}
    </section>
  );
}

/*
 * Placeholders built from the real card's and row's boxes and type sizes (a blank line of each), so the quotes
 * take their final height before they arrive and nothing under them moves (CLS, issue 11).
 */
function QuoteCardPlaceholder() {
  return (
    <div className="quote-card quote-placeholder">
      <span className="symbol-name">
        <b>&nbsp;</b>
      </span>
      <span className="quote-price">&nbsp;</span>
      <span className="change-pill">&nbsp;</span>
    </div>
  );
}

function QuoteRowPlaceholder() {
  return (
    <div className="quote-row quote-placeholder" aria-hidden="true">
      <div className="quote-cell-name">
        <div className="quote-title">
          <span className="symbol-name">
            <b>&nbsp;</b>
          </span>
        </div>
        <div className="quote-sub">&nbsp;</div>
      </div>
      <div className="quote-cell-price">
        <span className="quote-price">&nbsp;</span>
      </div>
      <div className="quote-cell-change">
        <span className="change-pill">&nbsp;</span>
      </div>
    </div>
  );
}
