import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { ErrorState } from '../../../components/error-state';
import { PullRefresh } from '../../../components/pull-refresh';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../stores/session';
import { newIdempotencyKey } from '../../contracts/model/idempotency';
import { useQuotation } from '../../market/api/get-quotation';
import { marketKeys } from '../../market/api/keys';
import type { Quote } from '../../market/api/types';
import { useSubmitOrder } from '../api/actions';
import { optionKeys } from '../api/keys';
import { useCoins, useExpiries, useLimits, useRecord } from '../api/reads';
import { type Coin, type Direction, directionOf, type Expiry, TYPES } from '../api/types';
import { AreaNav } from '../components/area-nav';
import { expiryLabel } from '../components/expiry-label';
import type { PanelTab } from '../components/orders-panel';
import { PairPicker } from '../components/pair-picker';
import { PricePanel } from '../components/price-panel';
import { RecordStrip } from '../components/record-strip';
import { useSettledToast } from '../components/settled-toast';
import { TicketConfirm } from '../components/ticket-confirm';
import { TicketForm } from '../components/ticket-form';
import { useOptionPushes } from '../model/live';
import { secondsHref } from '../model/paths';
import { parseStake, stakeError, ticketOf } from '../model/ticket';
import '../options.css';

/** The user's orders load after the ticket's first paint (a visitor never sees them). */
const OrdersPanel = lazy(() => import('../components/orders-panel').then((m) => ({ default: m.OrdersPanel })));

/** `pair` is the market's quote of the pair, kept live by `daymarket` pushes (features/market/model/live.ts). */
type BodyProps = { pair: Quote; pairs: Quote[]; quotes: ReadonlyMap<string, Quote>; expiries: Expiry[]; coin: Coin };

function SecondsBody({ pair, pairs, quotes, expiries, coin }: BodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const [seconds, setSeconds] = useState(expiries[0]?.seconds ?? 0);
  const [stake, setStake] = useState('');
  const [tab, setTab] = useState<PanelTab>('open');
  const [refusal, setRefusal] = useState<string | null>(null);
  const asking = useRef(false);
  const record = useRecord();
  const limits = useLimits();
  const submit = useSubmitOrder();
  useOptionPushes(useSettledToast());

  const expiry = expiries.find((e) => e.seconds === seconds) ?? (expiries[0] as Expiry);
  const loggedIn = token !== '';
  const error = stakeError(stake, coin, expiry, loggedIn ? coin.user_wallet.micro_balance : null);
  const busy = submit.isPending && submit.variables ? directionOf(submit.variables.body.type) : null;

  const onSubmit = async (direction: Direction) => {
    const amount = parseStake(stake, coin);
    if (!requireLogin() || amount === null || error !== null || asking.current) return;
    asking.current = true;
    try {
      const key = newIdempotencyKey();
      const ticket = ticketOf(amount, coin, expiry);
      const ok = await confirmAction(
        <TicketConfirm quote={pair} coin={coin} expiry={expiry} direction={direction} ticket={ticket} />,
        { title: t('options.confirm.title') },
      );
      if (!ok) return;
      setRefusal(null);
      const body = {
        match_id: pair.id,
        currency_id: coin.id,
        type: TYPES[direction],
        seconds: expiry.seconds,
        number: amount,
      };
      submit.mutate(
        { body, key },
        {
          onSuccess: (order) => {
            const dir = t(`options.dir.${directionOf(order.type)}`);
            showToast(
              t('options.placed', { symbol: order.symbol_name, direction: dir, expiry: expiryLabel(t, order.seconds) }),
            );
            setTab('open');
          },
          // The server's translated refusal (loss limit, cool-off, open-order cap, balance…), kept on screen.
          onError: (e) => setRefusal(e.message),
        },
      );
    } finally {
      asking.current = false;
    }
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: optionKeys.all }),
      queryClient.invalidateQueries({ queryKey: marketKeys.quotation() }),
    ]);

  return (
    <PullRefresh onRefresh={refresh}>
      <div className="sec-pair-row">
        <PairPicker pairs={pairs} current={pair} onPick={(p) => navigate(secondsHref(p.symbol), { replace: true })} />
      </div>
      <PricePanel quote={pair} />
      {loggedIn && <RecordStrip record={record.data} />}
      <TicketForm
        coin={coin}
        expiries={expiries}
        expiry={expiry}
        stake={stake}
        error={error}
        loggedIn={loggedIn}
        first={record.data ? record.data.orders === 0 : !loggedIn}
        limits={limits.data}
        refusal={refusal}
        busy={busy}
        onExpiry={setSeconds}
        onStake={(text) => {
          setStake(text);
          setRefusal(null);
        }}
        onSubmit={(d) => void onSubmit(d)}
      />
      {loggedIn && (
        <div className="sec-panel">
          <Suspense fallback={<Skeleton.Paragraph lineCount={4} animated />}>
            <OrdersPanel quotes={quotes} tab={tab} onTab={setTab} />
          </Suspense>
        </div>
      )}
    </PullRefresh>
  );
}

/**
 * `/pages/transaction/seconds_order?symbol=BTC%2FUSDT` (trade tab): seconds options on a spot pair. Visitors see
 * the price, the chart, the expiries with their payouts and the break-even explanation; they log in to trade.
 */
export default function SecondsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const quotation = useQuotation();
  const expiries = useExpiries();
  const coins = useCoins();
  const pairs = useMemo(
    () => (quotation.data ?? []).flatMap((g) => g.quotes).filter((q) => q.kind === 'spot'),
    [quotation.data],
  );
  const quotes = useMemo(() => new Map(pairs.map((q) => [q.symbol, q] as const)), [pairs]);
  const wanted = (params.get('symbol') ?? '').trim().toUpperCase();
  const pair = quotes.get(wanted) ?? pairs[0];
  const coin = coins.data?.[0];
  const failed = [quotation, expiries, coins].find((q) => q.isError && !q.data);
  const loading = !failed && (quotation.isPending || expiries.isPending || coins.isPending);
  return (
    <div className="tab-page sec-page" data-testid="sec-page">
      <header className="sec-head">
        <h1 className="visually-hidden">{t('options.title')}</h1>
        <AreaNav />
      </header>
      {loading && <Skeleton.Paragraph lineCount={10} animated />}
      {failed && <ErrorState message={failed.error?.message} onRetry={() => void failed.refetch()} />}
      {!loading && !failed && (!pair || !coin) && <ErrorState message={t('options.noPairs')} />}
      {!loading && !failed && pair && coin && expiries.data && (
        <SecondsBody key={pair.symbol} pair={pair} pairs={pairs} quotes={quotes} expiries={expiries.data} coin={coin} />
      )}
    </div>
  );
}
