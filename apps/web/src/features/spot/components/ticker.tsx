import { changeDirection, formatCompact, formatPercent } from '@app/api';
import { useTranslation } from '../../../i18n/use-translation';
import { SimulatedMark } from '../../market/components/simulated-mark';
import type { Pair } from '../api/types';
import { fmtPrice } from '../model/format';
import type { Ticker } from '../model/ticker';

/**
 * The pair's live ticker under the trade screen's header: last price, 24 h change, high, low and volume, and a mark
 * when the price is the demo simulator's (`simulated`, from the quote).
 */
export function TickerBar({
  ticker,
  pair,
  simulated,
}: {
  ticker: Ticker;
  pair: Pair;
  simulated?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const dir = ticker.change ? changeDirection(ticker.change) : 'flat';
  const stat = (key: 'high' | 'low' | 'volume', value: string, testId: string) => (
    <div className="ticker-stat">
      <dt>{t(`spot.ticker.${key}`)}</dt>
      <dd data-testid={testId}>{value || '--'}</dd>
    </div>
  );
  return (
    <section className="trade-ticker" aria-label={t('spot.ticker.title')}>
      <div className="ticker-main">
        <b className={`ticker-last ${dir}`} data-testid="ticker-last" data-price={ticker.last}>
          {ticker.last ? fmtPrice(ticker.last, pair) : '--'}
        </b>
        <div className="ticker-change-row">
          <span className={`ticker-change ${dir}`} data-testid="ticker-change">
            {ticker.change ? formatPercent(ticker.change) : '--'}
          </span>
          <SimulatedMark simulated={simulated} />
        </div>
      </div>
      <dl className="ticker-stats">
        {stat('high', ticker.high && fmtPrice(ticker.high, pair), 'ticker-high')}
        {stat('low', ticker.low && fmtPrice(ticker.low, pair), 'ticker-low')}
        {stat(
          'volume',
          ticker.volume && formatCompact(ticker.volume, Math.min(pair.amount_precision, 4)),
          'ticker-volume',
        )}
      </dl>
    </section>
  );
}
