import { useTranslation } from '../../../i18n/use-translation';
import type { Pair, PublicTrade } from '../api/types';
import { fmtAmount, fmtPrice } from '../model/format';

const clock = (ms: number) => new Date(ms).toTimeString().slice(0, 8);

/** Recent trades of the pair, newest first, coloured by the taker's side. */
export function RecentTrades({ trades, pair }: { trades?: PublicTrade[]; pair: Pair }) {
  const { t } = useTranslation();
  if (trades && trades.length === 0) return <p className="list-empty">{t('spot.trades.empty')}</p>;
  return (
    <div className="recent-trades">
      <div className="trades-head">
        <span>{t('spot.trades.time')}</span>
        <span>{t('spot.book.price', { coin: pair.legal_name })}</span>
        <span>{t('spot.book.amount', { coin: pair.currency_name })}</span>
      </div>
      {(trades ?? []).map((tr, i) => (
        <div className="trades-row" key={tr.id} data-testid={`trades-row-${i}`}>
          <span>{clock(tr.time)}</span>
          <span className={tr.side === 'buy' ? 'up' : 'down'}>{fmtPrice(tr.price, pair)}</span>
          <span>{fmtAmount(tr.amount, pair)}</span>
        </div>
      ))}
    </div>
  );
}
