import { changeDirection } from '@app/api';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useMemo, useReducer, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { ErrorState } from '../../../components/error-state';
import { PullRefresh } from '../../../components/pull-refresh';
import { SectionTabs } from '../../../components/section-tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../stores/session';
import { useDetail } from '../../market/api/get-detail';
import { useQuotation } from '../../market/api/get-quotation';
import { spotKeys } from '../api/keys';
import { useBalance, usePlaceOrder } from '../api/private-api';
import { useDepth, usePairs, useTrades } from '../api/public-api';
import type { Pair } from '../api/types';
import { marketBuyWorstPrice, parseInput } from '../calc';
import { ConfirmSummary } from '../components/confirm-summary';
import { OrderBook } from '../components/order-book';
import { OrderForm } from '../components/order-form';
import { PairPicker } from '../components/pair-picker';
import { RecentTrades } from '../components/recent-trades';
import { TickerBar } from '../components/ticker';
import { formErrors, formReducer, formSummary, initialForm, orderBody } from '../model/form';
import { ORDERS_PATH, tradeHref } from '../model/format';
import { useMarketFeeds, useOrderUpdates } from '../model/live';
import { bookLast, prefillPrice, quotesBySymbol, tickerOf } from '../model/ticker';
import '../spot.css';

/**
 * The open and past orders load after the screen's first paint (a visitor never sees them): the list and its
 * infinite scroll are four more files in front of the order form otherwise.
 */
const OrdersList = lazy(() => import('../components/orders-list').then((m) => ({ default: m.OrdersList })));

type Side = 'buy' | 'sell';
const sideOf = (v: string | null): Side => (v === 'sell' ? 'sell' : 'buy');

function TradeBody({
  pair,
  pairs,
  side,
  quotes,
}: {
  pair: Pair;
  pairs: Pair[];
  side: Side;
  quotes: ReturnType<typeof quotesBySymbol>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const [state, dispatch] = useReducer(formReducer, side, initialForm);
  const [tab, setTab] = useState<'current' | 'history' | 'trades'>(token ? 'current' : 'trades');
  const depth = useDepth(pair.symbol);
  const trades = useTrades(pair.symbol);
  const balance = useBalance(pair.symbol);
  const detail = useDetail(pair.symbol);
  const place = usePlaceOrder();
  useMarketFeeds(pair.symbol);
  useOrderUpdates();

  useEffect(() => dispatch({ type: 'side', side }), [side]);

  const ticker = tickerOf(detail.data, pair, bookLast(depth.data));
  const lastPrice = ticker.last;
  const prefill = prefillPrice(detail.data, pair);
  useEffect(() => {
    if (prefill) dispatch({ type: 'prefillPrice', price: prefill });
  }, [prefill]);
  const bestAsk = depth.data?.asks[0]?.[0];
  const bestBid = depth.data?.bids[0]?.[0];
  const refPrice = (state.side === 'buy' ? bestAsk : bestBid) ?? lastPrice ?? '';
  const ctx = { pair, balance: token ? (balance.data ?? null) : null, refPrice };
  const summary = formSummary(state, ctx);

  const onPercent = (percent: number) => {
    const limitPrice = parseInput(state.price);
    const market = state.orderType === 'market';
    const price =
      !market && limitPrice
        ? limitPrice
        : market && state.side === 'buy' && refPrice
          ? marketBuyWorstPrice(refPrice)
          : refPrice;
    dispatch({
      type: 'percent',
      percent,
      ctx: { available: summary.available ?? '0', price, lot: pair.lot_size, totalDecimals: pair.price_precision },
    });
  };

  const onSubmit = async () => {
    if (!requireLogin()) return;
    const errors = formErrors(state, ctx, summary);
    const first = errors[0];
    if (first) {
      showToast(t(`spot.errors.${first}`, { value: pair.min_notional, coin: pair.legal_name }));
      return;
    }
    const ok = await confirmAction(<ConfirmSummary state={state} summary={summary} pair={pair} />, {
      title: t('spot.confirm.title'),
    });
    if (!ok) return;
    place.mutate(orderBody(state, pair), {
      onSuccess: () => {
        showToast(t('spot.placed'));
        dispatch({ type: 'reset' });
      },
    });
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: spotKeys.depth(pair.symbol) }),
      queryClient.invalidateQueries({ queryKey: spotKeys.trades(pair.symbol) }),
      queryClient.invalidateQueries({ queryKey: spotKeys.balanceAll() }),
      queryClient.invalidateQueries({ queryKey: spotKeys.ordersAll() }),
    ]);

  return (
    <PullRefresh onRefresh={refresh}>
      <header className="trade-head">
        <PairPicker
          pairs={pairs}
          current={pair}
          quotes={quotes}
          onPick={(p) => navigate(tradeHref(p.symbol, state.side), { replace: true })}
        />
        <Link
          to={ORDERS_PATH}
          className="trade-orders-link"
          aria-label={t('spot.orders.title')}
          data-testid="trade-orders-link"
        >
          <FileOutline />
        </Link>
      </header>
      <TickerBar ticker={ticker} pair={pair} simulated={detail.data?.simulated} />
      <div className="trade-main">
        <OrderForm
          pair={pair}
          state={state}
          dispatch={dispatch}
          summary={summary}
          loggedIn={token !== ''}
          busy={place.isPending}
          onPercent={onPercent}
          onSubmit={() => void onSubmit()}
        />
        <OrderBook
          depth={depth.data}
          pair={pair}
          lastPrice={lastPrice}
          lastDirection={changeDirection(ticker.change || '0')}
          onPrice={(price) => {
            if (state.orderType === 'market') dispatch({ type: 'orderType', orderType: 'limit' });
            dispatch({ type: 'price', value: price, decimals: 18 });
          }}
        />
      </div>
      <SectionTabs
        activeKey={tab}
        onChange={setTab}
        className="trade-tabs"
        items={[
          { key: 'current', title: t('spot.orders.current'), testId: 'orders-tab-current' },
          { key: 'history', title: t('spot.orders.history'), testId: 'orders-tab-history' },
          { key: 'trades', title: t('spot.trades.title'), testId: 'trades-tab' },
        ]}
      />
      <div className="trade-tab-body">
        {tab === 'trades' && <RecentTrades trades={trades.data} pair={pair} />}
        {tab !== 'trades' && !token && (
          <button type="button" className="login-hint" onClick={() => requireLogin()}>
            {t('spot.orders.loginHint')}
          </button>
        )}
        {tab !== 'trades' && token && (
          <Suspense fallback={<Skeleton.Paragraph lineCount={3} animated />}>
            <OrdersList key={tab} scope={tab} pair={pair} pairs={pairs} />
          </Suspense>
        )}
      </div>
    </PullRefresh>
  );
}

/**
 * The trade tab (`/pages/transaction/index?symbol=BTC%2FUSDT&side=buy`, also `currency` and `index2`): pair
 * switcher, form, order book, recent trades, entrusts and history. Visitors see everything but must log in to
 * submit.
 */
export default function TradePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pairs = usePairs();
  const quotation = useQuotation();
  const quotes = useMemo(() => quotesBySymbol((quotation.data ?? []).flatMap((g) => g.quotes)), [quotation.data]);
  const wanted = (params.get('symbol') ?? '').trim().toUpperCase();
  const side = sideOf(params.get('side'));
  const pair = useMemo(() => {
    const list = pairs.data ?? [];
    return list.find((p) => p.symbol === wanted) ?? list.find((p) => p.zero_fee) ?? list[0];
  }, [pairs.data, wanted]);
  return (
    <div className="tab-page trade-page" data-testid="trade-page">
      {pairs.isPending && <Skeleton.Paragraph lineCount={8} animated />}
      {pairs.isError && <ErrorState message={pairs.error.message} onRetry={() => void pairs.refetch()} />}
      {pairs.data && !pair && <ErrorState message={t('spot.book.empty')} />}
      {pair && <TradeBody key={pair.symbol} pair={pair} pairs={pairs.data ?? []} side={side} quotes={quotes} />}
    </div>
  );
}
