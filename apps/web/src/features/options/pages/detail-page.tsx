import { changeDirection } from '@app/api';
import { Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { useQuotation } from '../../market/api/get-quotation';
import { useReceiptsOf } from '../../receipts/api/receipts';
import { ReceiptCard } from '../../receipts/components/receipt-card';
import { useOrder } from '../api/reads';
import { directionOf, type Order, outcomeOf, STATUS } from '../api/types';
import { expiryLabel } from '../components/expiry-label';
import { clock, countdown, stampDeadline, useNow } from '../model/countdown';
import { fmtMoney, fmtPrice, fmtRatio, fmtSigned } from '../model/format';
import { useOptionPushes } from '../model/live';
import { netOf } from '../model/results';
import { serverTimeText } from '../model/time';
import '../../receipts/receipts.css';
import '../options.css';

function Figures({ order: o, receivedAt }: { order: Order; receivedAt: number }) {
  const { t } = useTranslation();
  const quotation = useQuotation().data;
  // The pair's price precision (fmtPrice never hides a digit a recorded price has).
  const precision = quotation?.flatMap((g) => g.quotes).find((q) => q.symbol === o.symbol_name)?.precision ?? 2;
  const open = o.status !== STATUS.closed;
  const now = useNow(open);
  const c = o.currency_name;
  const dir = directionOf(o.type);
  const outcome = outcomeOf(o.profit_result);
  const money = (v: string) => `${fmtMoney(v, c)} ${c}`;
  const count = countdown(stampDeadline(o, receivedAt), now);
  const rows: Array<[string, string, string]> = [
    ['number', t('options.detail.number'), String(o.show_micro_id)],
    ['stake', t('options.confirm.stake'), money(o.number)],
    ['fee', t('options.confirm.fee'), money(o.fee)],
    ['payout-ratio', t('options.detail.payoutRatio'), fmtRatio(o.payout_ratio)],
    ['loss-ratio', t('options.detail.lossRatio'), fmtRatio(o.loss_ratio)],
    ['open', t('options.detail.openMark', { id: o.open_mark_id }), fmtPrice(o.open_price, precision)],
    ['end', t('options.detail.endMark', { id: o.end_mark_id ?? '--' }), open ? '--' : fmtPrice(o.end_price, precision)],
    ['placed', t('options.detail.placedAt'), serverTimeText(o.created_at)],
    ['expires', t('options.detail.expiresAt'), serverTimeText(o.handled_at)],
  ];
  if (!open) {
    rows.push(
      ['settled', t('options.detail.settledAt'), serverTimeText(o.complete_at)],
      ['payout', t('options.order.payout'), money(o.payout)],
    );
  }
  return (
    <section className="sec-detail" data-testid="sec-order" data-status={o.status} data-result={open ? '' : outcome}>
      <div className="sec-detail-head">
        <span className={`sec-dir-tag ${dir}`}>{t(`options.dir.${dir}`)}</span>
        <b>{o.symbol_name}</b>
        <span className="sec-tag">{expiryLabel(t, o.seconds)}</span>
        <span className="sec-status" data-testid="sec-order-status">
          {t(open ? 'options.detail.status.open' : 'options.detail.status.closed')}
        </span>
      </div>
      <div className="sec-detail-main">
        {open ? (
          <b className="sec-detail-count" data-testid="sec-order-countdown">
            {count.phase === 'running' ? clock(count.secondsLeft) : t('options.order.settling')}
          </b>
        ) : (
          <>
            <b className={`sec-outcome ${outcome}`} data-testid="sec-order-outcome">
              {t(`options.outcome.${outcome}`)}
            </b>
            <span>
              {t('options.order.net')}{' '}
              <b className={changeDirection(netOf(o))} data-testid="sec-order-net">
                {`${fmtSigned(netOf(o), c)} ${c}`}
              </b>
            </span>
          </>
        )}
      </div>
      <dl className="sec-facts">
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`sec-order-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The settlement receipt (`/receipt/list?ref_type=option_order`), asked for once the order is settled. */
function Receipts({ id }: { id: string }) {
  const { t } = useTranslation();
  const receipts = useReceiptsOf('option_order', id);
  if (receipts.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (receipts.isError) return <ErrorState message={receipts.error.message} onRetry={() => void receipts.refetch()} />;
  if (receipts.data.length === 0) return <EmptyState title={t('options.detail.noReceipt')} />;
  return receipts.data.map((r) => <ReceiptCard key={r.id} receipt={r} />);
}

/**
 * `/pages/transaction/seconds_detail?id=` (login): one of the user's seconds orders with its open and end marks
 * and, once settled, its receipt (both recorded prices, the formula, inputs, result and a server re-check).
 * While open it counts down and asks for the result every second until it is settled.
 */
export default function DetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const valid = /^\d+$/.test(id);
  const order = useOrder(id, true);
  const o = order.data;
  const settled = o?.status === STATUS.closed;
  useOptionPushes();
  return (
    <PageShell title={t('options.detail.title')} className="sec-page sec-detail-page">
      {!valid && <EmptyState title={t('options.detail.notFound')} />}
      {valid && order.isPending && <Skeleton.Paragraph lineCount={8} animated />}
      {order.isError && !o && <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />}
      {o && <Figures order={o} receivedAt={order.dataUpdatedAt} />}
      {o && (
        <section className="sec-receipts" aria-labelledby="sec-receipt-title">
          <h2 id="sec-receipt-title">{t('options.detail.receipt')}</h2>
          <p className="sec-hint">{t('options.detail.receiptHint')}</p>
          {settled ? <Receipts id={id} /> : <EmptyState title={t('options.detail.noReceipt')} />}
        </section>
      )}
    </PageShell>
  );
}
