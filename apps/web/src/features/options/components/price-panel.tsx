import { changeDirection, formatPercent, formatPrice } from '@app/api';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Quote } from '../../market/api/types';
import { KlineChart } from '../../market/components/kline-chart';
import { SimulatedMark } from '../../market/components/simulated-mark';
import type { PeriodKey } from '../../market/model/periods';
import '../../market/market.css';

/** Seconds options watch the short run: the 1-minute time-share first, then 1- and 5-minute candles. */
const PERIODS = ['line', '1min', '5min'] as const satisfies readonly PeriodKey[];

/**
 * The pair's live price and 24 h change (the market's quote, moved by `daymarket` pushes about once a second) and
 * the market feature's chart (history, then the live candle of its `kline` subscription).
 */
export function PricePanel({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PeriodKey>('line');
  const [full, setFull] = useState(false);
  const dir = changeDirection(quote.change);
  useEffect(() => {
    if (!full) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setFull(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [full]);
  return (
    <>
      <section className="sec-ticker" aria-label={quote.symbol}>
        <b className={`sec-last ${dir}`} data-testid="sec-last" data-price={quote.now_price}>
          {formatPrice(quote.now_price, quote.precision)}
        </b>
        <span className="sec-unit">{quote.legal_name}</span>
        <span className={`sec-change ${dir}`} data-testid="sec-change">
          <span className="visually-hidden">{t('options.ticker.change')} </span>
          {formatPercent(quote.change)}
        </span>
        <SimulatedMark simulated={quote.simulated} />
      </section>
      <div
        className={full ? 'chart-panel chart-panel-full sec-chart' : 'chart-panel sec-chart'}
        data-testid="sec-chart"
        {...(full ? { role: 'dialog', 'aria-modal': true, 'aria-label': quote.symbol } : {})}
      >
        <div className="period-bar" role="tablist" aria-label={t('options.ticker.chart', { symbol: quote.symbol })}>
          {PERIODS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={key === period}
              className={key === period ? 'period period-active' : 'period'}
              onClick={() => setPeriod(key)}
              data-testid={`sec-period-${key}`}
            >
              {t(`market.period.${key}`)}
            </button>
          ))}
        </div>
        <KlineChart
          symbol={quote.symbol}
          period={period}
          precision={quote.precision}
          volumeDecimals={Math.min(quote.amount_precision, 4)}
          full={full}
          onFullChange={setFull}
        />
      </div>
    </>
  );
}
