import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { HistogramOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { ErrorState } from '../../../components/error-state';
import { PullRefresh } from '../../../components/pull-refresh';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../stores/session';
import { useDetail } from '../../market/api/get-detail';
import { useQuotation } from '../../market/api/get-quotation';
import { marketKeys } from '../../market/api/keys';
import { fetchEstimate, useSubmitEntry } from '../api/actions';
import { contractKeys } from '../api/keys';
import { useLive } from '../api/lists';
import { useDeal, usePairs } from '../api/pairs';
import { type Area, type ClosedPush, isCloseReason, type Pair, STATUS } from '../api/types';
import { covers, type Side } from '../model/calc';
import { blockerOf, estimateBody, formErrors, formReducer, formSummary, initialForm, submitBody } from '../model/form';
import { fmtPnl } from '../model/format';
import { newIdempotencyKey } from '../model/idempotency';
import { useContractPushes } from '../model/live';
import { chartHref, leverHref } from '../model/paths';
import { AreaNav } from './area-nav';
import { EntryConfirm } from './entry-confirm';
import { EntryForm } from './entry-form';
import { LeverTicker } from './lever-ticker';
import { PairPicker } from './pair-picker';
import type { PanelTab } from './positions-panel';
import '../contracts.css';

/** The user's positions and history load after the form's first paint (a visitor never sees them). */
const PositionsPanel = lazy(() => import('./positions-panel').then((m) => ({ default: m.PositionsPanel })));

type Quotes = ReadonlyMap<string, { now_price: string; change: string }>;
type BodyProps = { area: Area; pair: Pair; pairs: Pair[]; superLeverage: boolean; side: Side; quotes: Quotes };

function LeverBody({ area, pair, pairs, superLeverage, side, quotes }: BodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const [state, dispatch] = useReducer(formReducer, { pair, side, superLeverage }, initialForm);
  const [tab, setTab] = useState<PanelTab>('positions');
  const [estimating, setEstimating] = useState(false);
  const asking = useRef(false);
  const quote = useDetail(pair.symbol).data;
  const deal = useDeal(pair);
  const open = useLive(area, 1);
  const submit = useSubmitEntry();

  const last = quote?.now_price ?? quotes.get(pair.symbol)?.now_price ?? pair.last_price;
  const change = quote?.change ?? quotes.get(pair.symbol)?.change ?? pair.change;
  const others = (open.data?.order.data ?? [])
    .filter((p) => p.margin_mode === 'cross')
    .map((p) => ({ margin: p.caution_money, pnl: p.profits || '0' }));
  const ctx = { pair, last, available: token ? (deal.data?.user_lever ?? null) : null, others };
  const summary = formSummary(state, ctx);
  const check = formErrors(state, ctx, summary);
  const blocker = blockerOf(token !== '', check);

  useContractPushes((push: ClosedPush) => {
    const o = push.order;
    const reason = o.close_reason;
    if (push.event === 'filled') showToast(t('contracts.push.filled', { symbol: o.symbol }));
    else if (push.event === 'closed' && isCloseReason(reason) && reason !== 'user' && reason !== 'batch') {
      const key = reason === 'liquidation' ? 'liquidation' : reason;
      showToast(t(`contracts.push.${key}`, { symbol: o.symbol, pnl: fmtPnl(o.fact_profits, o.settle_currency) }));
    }
  });

  const onSubmit = async () => {
    if (!requireLogin() || blocker !== null || asking.current) return;
    asking.current = true;
    try {
      // The server's own figures at the price recorded now: what the confirmation shows.
      setEstimating(true);
      const estimate = await fetchEstimate(estimateBody(state, pair)).catch(() => null);
      setEstimating(false);
      if (!estimate) return;
      if (!covers(estimate.available, estimate.required)) {
        showToast(t('contracts.errors.balance'));
        return;
      }
      const key = newIdempotencyKey();
      const ok = await confirmAction(<EntryConfirm pair={pair} state={state} estimate={estimate} />, {
        title: t('contracts.confirm.title'),
      });
      if (!ok) return;
      submit.mutate(
        { body: submitBody(state, pair), key },
        {
          onSuccess: (position) => {
            const waiting = position.status === STATUS.pending;
            showToast(t(waiting ? 'contracts.entryPlaced' : 'contracts.placed'));
            dispatch({ type: 'reset' });
            setTab(waiting ? 'pending' : 'positions');
          },
        },
      );
    } finally {
      asking.current = false;
    }
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractKeys.all }),
      queryClient.invalidateQueries({ queryKey: marketKeys.detail(pair.symbol) }),
    ]);

  return (
    <PullRefresh onRefresh={refresh}>
      <div className="lever-pair-row">
        <PairPicker
          pairs={pairs}
          current={pair}
          quotes={quotes}
          onPick={(p) =>
            navigate(leverHref(area, { symbol: p.symbol, side: state.side, superLeverage }), { replace: true })
          }
        />
        <Link
          to={chartHref(pair.symbol, area)}
          className="icon-button lever-chart-link"
          aria-label={t('contracts.chart', { symbol: pair.symbol })}
          data-testid="lever-chart"
        >
          <HistogramOutline />
        </Link>
      </div>
      <LeverTicker pair={pair} last={last} change={change} simulated={quote?.simulated} />
      <EntryForm
        pair={pair}
        state={state}
        dispatch={dispatch}
        summary={summary}
        check={check}
        blocker={blocker}
        last={last}
        loggedIn={token !== ''}
        busy={estimating || submit.isPending}
        onSubmit={() => void onSubmit()}
      />
      <div className="lever-panel">
        {token ? (
          <Suspense fallback={<Skeleton.Paragraph lineCount={4} animated />}>
            <PositionsPanel area={area} pair={pair} pairs={pairs} tab={tab} onTab={setTab} />
          </Suspense>
        ) : (
          <button type="button" className="link-button lever-login-hint" onClick={() => requireLogin()}>
            {t('contracts.loginHint')}
          </button>
        )}
      </div>
    </PullRefresh>
  );
}

/** The pair a screen opens on: the one asked for in the URL, else the first of the view. */
function pickPair(list: readonly Pair[], wanted: string): Pair | undefined {
  return list.find((p) => p.symbol === wanted) ?? list[0];
}

/**
 * The contract trading screen (`area` contract; `superLeverage` keeps only the high-leverage pairs) and the stock
 * screen (`area` stock), from `?symbol=&side=long|short`. Visitors see the form and its figures; they log in to
 * open a position.
 */
export function LeverScreen({ area, superLeverage }: { area: Area; superLeverage: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pairs = usePairs(area);
  const quotation = useQuotation();
  const quotes = useMemo<Quotes>(
    () =>
      new Map(
        (quotation.data ?? []).flatMap((g) =>
          g.quotes.map((q) => [q.symbol, { now_price: q.now_price, change: q.change }] as const),
        ),
      ),
    [quotation.data],
  );
  const list = useMemo(
    () => (pairs.data ?? []).filter((p) => !superLeverage || p.high_leverage),
    [pairs.data, superLeverage],
  );
  const pair = pickPair(list, (params.get('symbol') ?? '').trim().toUpperCase());
  const side: Side = params.get('side') === 'short' ? 'short' : 'long';
  const view = area === 'stock' ? 'stock' : superLeverage ? 'superLeverage' : 'contract';
  return (
    <div className="tab-page lever-page" data-testid="lever-page" data-area={area} data-view={view}>
      <header className="lever-head">
        <h1 className="visually-hidden">{t(`contracts.title.${view}`)}</h1>
        <AreaNav current={view} />
      </header>
      {pairs.isPending && <Skeleton.Paragraph lineCount={10} animated />}
      {pairs.isError && !pairs.data && (
        <ErrorState message={pairs.error.message} onRetry={() => void pairs.refetch()} />
      )}
      {pairs.data && !pair && <ErrorState message={t('contracts.noPairs')} />}
      {pair && (
        <LeverBody
          key={`${pair.id}-${superLeverage}`}
          area={area}
          pair={pair}
          pairs={list}
          superLeverage={superLeverage}
          side={side}
          quotes={quotes}
        />
      )}
    </div>
  );
}
