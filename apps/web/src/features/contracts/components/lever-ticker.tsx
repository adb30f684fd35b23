import { changeDirection, formatPercent } from '@app/api';
import { useTranslation } from '../../../i18n/use-translation';
import { SimulatedMark } from '../../market/components/simulated-mark';
import type { Pair } from '../api/types';
import { fmtPrice } from '../model/format';

/**
 * The pair's live price and 24 h change (the market's quote, moved by `daymarket` pushes), and for a stock whether
 * its exchange is open now, with what that means for entries. `simulated`: the quote's price is the demo simulator's.
 */
export function LeverTicker({
  pair,
  last,
  change,
  simulated,
}: {
  pair: Pair;
  last: string;
  change: string;
  simulated?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const dir = change ? changeDirection(change) : 'flat';
  const stock = pair.area === 'stock';
  return (
    <section className="lever-ticker" aria-label={t('contracts.ticker.title')}>
      <div className="lever-ticker-main">
        <b className={`lever-last ${dir}`} data-testid="lever-last" data-price={last}>
          {last ? fmtPrice(last, pair.precision) : '--'}
        </b>
        <span className="lever-ticker-unit">{pair.legal_name}</span>
        <span className={`lever-change ${dir}`} data-testid="lever-change">
          <span className="visually-hidden">{t('contracts.ticker.change')} </span>
          {change ? formatPercent(change) : '--'}
        </span>
        <SimulatedMark simulated={simulated} />
        {stock && (
          <span
            className={pair.market_open ? 'lever-session open' : 'lever-session closed'}
            data-testid="lever-market-status"
            data-open={pair.market_open}
          >
            {t(pair.market_open ? 'contracts.market.open' : 'contracts.market.closed')}
          </span>
        )}
      </div>
      {stock && <p className="lever-note">{t('contracts.market.settle')}</p>}
      {stock && !pair.market_open && (
        <p className="lever-note lever-note-warn" data-testid="lever-closed-hint">
          {t('contracts.market.closedHint')}
        </p>
      )}
    </section>
  );
}
