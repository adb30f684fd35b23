import { changeDirection, formatCompact, formatPrice } from '@app/api';
import { Button, Skeleton } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../stores/session';
import { leverHref } from '../../contracts/model/paths';
import { SpotBookAndTrades, useBookLast } from '../../spot/components/spot-market';
import { useFavourites, useToggleFavourite } from '../api/favourites';
import { useDetail } from '../api/get-detail';
import type { Quote } from '../api/types';
import { KlineChart } from '../components/kline-chart';
import { ChangePill, TRADE_PATH } from '../components/quote-bits';
import { SimulatedMark } from '../components/simulated-mark';
import { DEFAULT_PERIOD, isPeriodKey, PERIOD_KEYS, type PeriodKey } from '../model/periods';
import { useRecentStore } from '../model/recent-store';
import '../market.css';

function FavouriteStar({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const on = Boolean(token && favourites.data?.some((q) => q.symbol === quote.symbol));
  return (
    <button
      type="button"
      className={on ? 'icon-button fav-star fav-on' : 'icon-button fav-star'}
      aria-pressed={on}
      aria-label={t('market.favAdd')}
      disabled={toggle.isPending}
      data-testid="detail-fav"
      data-on={on}
      onClick={() => {
        if (!requireLogin()) return;
        toggle.mutate(
          { quote, on: !on },
          { onSuccess: () => showToast(t(on ? 'market.favRemoved' : 'market.favAdded')) },
        );
      }}
    >
      {on ? <StarFill /> : <StarOutline />}
    </button>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="detail-stat">
      <span>{label}</span>
      <b>{value}</b>
    </div>
  );
}

function Header({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  return (
    <section className="detail-head">
      <div className="detail-main">
        <div className={`detail-price ${changeDirection(quote.change)}`} data-testid="detail-price">
          {formatPrice(quote.now_price, quote.precision)}
        </div>
        <ChangePill change={quote.change} />
        <SimulatedMark simulated={quote.simulated} />
        {quote.name && <div className="detail-name">{quote.name}</div>}
      </div>
      <div className="detail-stats">
        <Stat label={t('market.high')} value={formatPrice(quote.high, quote.precision)} />
        <Stat label={t('market.low')} value={formatPrice(quote.low, quote.precision)} />
        <Stat label={t('market.volume')} value={formatCompact(quote.volume, Math.min(quote.amount_precision, 4))} />
        <Stat label={t('market.turnover')} value={formatCompact(quote.amount, 2)} />
      </div>
    </section>
  );
}

function PeriodBar({ value, onChange }: { value: PeriodKey; onChange: (key: PeriodKey) => void }) {
  const { t } = useTranslation();
  return (
    <div className="period-bar" role="tablist">
      {PERIOD_KEYS.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={key === value}
          className={key === value ? 'period period-active' : 'period'}
          onClick={() => onChange(key)}
          data-testid={`period-${key}`}
        >
          {t(`market.period.${key}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * Pair detail (`/pages/market/detail?symbol=BTC/USDT`): live header, favourite star, chart with period switcher,
 * a spot pair's live book (depth chart, grouping) and recent trades, and Buy/Sell into the trade tab with the pair
 * (a stock's, or a pair's opened from the futures screen with `&trade=contract`, open a long or a short there).
 */
export default function DetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim().toUpperCase();
  const periodParam = params.get('period');
  const period: PeriodKey = isPeriodKey(periodParam) ? periodParam : DEFAULT_PERIOD;
  const full = params.get('chart') === 'full';
  const { data: quote, isPending, isError, error, refetch } = useDetail(symbol);
  const addRecent = useRecentStore((s) => s.add);

  const shown = quote?.symbol;
  useEffect(() => {
    if (shown) addRecent(shown);
  }, [shown, addRecent]);

  // Full screen is a history entry (`chart=full`), so the phone's back button closes it; closing from the page
  // goes back over the entry it pushed, or drops the parameter when the page was opened full screen.
  const pushedFull = useRef(false);
  const setFull = useCallback(
    (next: boolean) => {
      if (next) {
        pushedFull.current = true;
        setParams((prev) => {
          const p = new URLSearchParams(prev);
          p.set('chart', 'full');
          return p;
        });
      } else if (pushedFull.current) {
        pushedFull.current = false;
        navigate(-1);
      } else {
        setParams(
          (prev) => {
            const p = new URLSearchParams(prev);
            p.delete('chart');
            return p;
          },
          { replace: true },
        );
      }
    },
    [navigate, setParams],
  );
  useEffect(() => {
    if (!full) {
      pushedFull.current = false;
      return;
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setFull(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [full, setFull]);

  // A stock trades on the stock screen, a pair opened from futures (`trade=contract`) on the contract screen, with
  // Buy/Sell as opening a long or a short; anything else on spot.
  const lever = quote?.kind === 'stock' ? 'stock' : params.get('trade') === 'contract' ? 'contract' : null;
  // Beside a spot book, the header's price is the book snapshot's own, so the two never disagree (issue 29).
  const bookLast = useBookLast(quote?.kind === 'spot' && !lever ? quote.symbol : '');
  const trade = (side: 'buy' | 'sell') => {
    if (!quote) return;
    if (lever) navigate(leverHref(lever, { symbol: quote.symbol, side: side === 'buy' ? 'long' : 'short' }));
    else navigate(`${TRADE_PATH}?symbol=${encodeURIComponent(quote.symbol)}&side=${side}`);
  };

  return (
    <PageShell
      title={symbol || t('market.title')}
      right={quote && <FavouriteStar quote={quote} />}
      className="market-page detail-page"
    >
      {!symbol && <ErrorState message={t('market.notFound')} />}
      {symbol && isPending && <Skeleton.Paragraph lineCount={3} animated />}
      {symbol && isError && (
        <ErrorState message={error?.message || t('market.notFound')} onRetry={() => void refetch()} />
      )}
      {quote && (
        <>
          <Header quote={bookLast ? { ...quote, now_price: bookLast } : quote} />
          <div
            className={full ? 'chart-panel chart-panel-full' : 'chart-panel'}
            data-testid="chart-panel"
            data-full={full}
            {...(full ? { role: 'dialog', 'aria-modal': true, 'aria-label': quote.symbol } : {})}
          >
            <PeriodBar
              value={period}
              onChange={(key) =>
                setParams(
                  (prev) => {
                    const next = new URLSearchParams(prev);
                    next.set('period', key);
                    return next;
                  },
                  { replace: true },
                )
              }
            />
            <KlineChart
              symbol={quote.symbol}
              period={period}
              precision={quote.precision}
              volumeDecimals={Math.min(quote.amount_precision, 4)}
              full={full}
              onFullChange={setFull}
            />
          </div>
          {quote.kind === 'spot' && !lever && <SpotBookAndTrades symbol={quote.symbol} quote={quote} />}
          <div className="trade-bar">
            <Button className="trade-buy" block onClick={() => trade('buy')} data-testid="detail-buy">
              {t(lever ? 'market.long' : 'market.buy')}
            </Button>
            <Button className="trade-sell" block onClick={() => trade('sell')} data-testid="detail-sell">
              {t(lever ? 'market.short' : 'market.sell')}
            </Button>
          </div>
        </>
      )}
    </PageShell>
  );
}
