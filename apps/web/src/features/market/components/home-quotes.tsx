import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useHot } from '../api/get-hot';
import { useQuotation } from '../api/get-quotation';
import { movers, splitQuotation, symbolId } from '../model/quotes';
import { ChangePill, detailHref, MARKET_PATH, PriceText, SymbolName } from './quote-bits';
import '../market.css';

export const HOME_CARDS = 3;
export const HOME_MOVERS = 5;

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
        <Skeleton.Paragraph lineCount={3} animated />
      ) : (
        <div className="quote-cards">
          {cards.map((q) => (
            <Link
              key={q.symbol}
              to={detailHref(q.symbol)}
              className="quote-card"
              data-testid={`home-card-${symbolId(q.symbol)}`}
            >
              <SymbolName symbol={q.symbol} />
              <PriceText quote={q} />
              <ChangePill change={q.change} />
            </Link>
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
      {quotation.isPending && <Skeleton.Paragraph lineCount={4} animated />}
      {list.map((q) => (
        <Link
          key={q.symbol}
          to={detailHref(q.symbol)}
          className="quote-row"
          data-testid={`home-row-${symbolId(q.symbol)}`}
        >
          <div className="quote-cell-name">
            <div className="quote-title">
              <SymbolName symbol={q.symbol} />
            </div>
            <div className="quote-sub">{q.name}</div>
          </div>
          <div className="quote-cell-price">
            <PriceText quote={q} />
          </div>
          <div className="quote-cell-change">
            <ChangePill change={q.change} />
          </div>
        </Link>
      ))}
    </section>
  );
}
