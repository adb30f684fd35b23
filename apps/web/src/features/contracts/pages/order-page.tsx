import { changeDirection } from '@app/api';
import { Skeleton } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { ReceiptCard } from '../../receipts/components/receipt-card';
import { usePositionDetail } from '../api/lists';
import { usePairs } from '../api/pairs';
import { isCloseReason, isLong, type Position, STATUS } from '../api/types';
import { fmtMoney, fmtPnl, fmtPrice } from '../model/format';
import { useContractPushes } from '../model/live';
import '../../receipts/receipts.css';
import '../contracts.css';

const STATUS_KEYS = ['pending', 'open', 'closing', 'closed', 'cancelled'] as const;

function Figures({ order: o, precision }: { order: Position; precision: number }) {
  const { t } = useTranslation();
  const coin = o.settle_currency;
  const open = o.status === STATUS.open;
  const pnl = open ? o.profits : o.fact_profits;
  const price = (v: string) => (v ? `${fmtPrice(v, precision)} ${o.legal_name}` : '--');
  const money = (v: string) => (v ? `${fmtMoney(v, coin)} ${coin}` : '--');
  const rows: Array<[string, string, string]> = [
    ['lots', t('contracts.position.lots'), `${o.share}`],
    ['quantity', t('contracts.detail.quantity'), `${o.number} ${o.currency_name}`],
    ['entry', t(o.status === STATUS.pending ? 'contracts.pending.limit' : 'contracts.position.entry'), price(o.price)],
    ['reference', t('contracts.detail.reference'), price(o.origin_price)],
    open
      ? ['mark', t('contracts.position.mark'), price(o.update_price)]
      : ['close', t('contracts.history.closePrice'), price(o.close_price)],
    ['margin', t('contracts.position.margin'), money(o.origin_caution_money)],
    ['fee', t('contracts.detail.fee'), money(o.trade_fee)],
    ['overnight', t('contracts.detail.overnight'), money(o.overnight_money)],
    ['stops', t('contracts.position.stops'), `${price(o.target_profit_price)} / ${price(o.stop_loss_price)}`],
    ['opened', t('contracts.detail.opened'), o.transaction_time || o.create_time],
  ];
  if (open) {
    rows.push([
      'liq',
      t('contracts.position.liquidation'),
      o.liquidation_price ? price(o.liquidation_price) : t('contracts.facts.noLiquidation'),
    ]);
  }
  if (o.complete_time) rows.push(['closed', t('contracts.detail.closedAt'), o.complete_time]);
  if (isCloseReason(o.close_reason)) rows.push(['reason', '', t(`contracts.history.reason.${o.close_reason}`)]);
  const side = t(isLong(o) ? 'contracts.form.long' : 'contracts.form.short');
  return (
    <section className="lever-detail" data-testid="position-detail" data-status={o.status}>
      <div className="lever-position-head">
        <span className={isLong(o) ? 'lever-side-tag long' : 'lever-side-tag short'}>{side}</span>
        <b>{o.symbol}</b>
        <span className="lever-tag">
          {t('contracts.position.leverage', { n: o.multiple })} ·{' '}
          {t(o.margin_mode === 'isolated' ? 'contracts.form.isolated' : 'contracts.form.cross')}
        </span>
        <span className="lever-status" data-testid="position-status">
          {t(`contracts.detail.status.${STATUS_KEYS[o.status] ?? 'open'}`)}
        </span>
      </div>
      <div className="lever-position-pnl">
        <span>
          {t(open ? 'contracts.position.pnl' : 'contracts.history.realised')} ({coin})
        </span>
        <b className={changeDirection(pnl || '0')} data-testid="detail-pnl">
          {o.status === STATUS.pending || o.status === STATUS.cancelled ? '--' : fmtPnl(pnl, coin)}
        </b>
      </div>
      <dl className="lever-grid lever-detail-grid">
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`detail-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * `/pages/transaction/contract_order?id=` (login): one position's figures and its settlement receipts (each fill,
 * close and overnight fee), each with the recorded price, the formula, inputs, result and a server re-check.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const detail = usePositionDetail(id);
  // The detail carries every receipt: the nights' overnight fees are keyed by night, not by the position's id.
  const receipts = detail.data?.receipts ?? [];
  const pairs = usePairs(detail.data?.order.area ?? 'contract');
  useContractPushes();
  const order = detail.data?.order;
  const precision = pairs.data?.find((p) => p.symbol === order?.symbol)?.precision ?? 2;
  return (
    <PageShell title={t('contracts.detail.title')} className="lever-page lever-order-page">
      {!/^\d+$/.test(id) && <EmptyState title={t('contracts.detail.notFound')} />}
      {/^\d+$/.test(id) && detail.isPending && <Skeleton.Paragraph lineCount={8} animated />}
      {detail.isError && !order && <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />}
      {order && <Figures order={order} precision={precision} />}
      {order && (
        <section className="lever-receipts" aria-labelledby="lever-receipts-title">
          <h2 id="lever-receipts-title">{t('contracts.detail.receipts')}</h2>
          <p className="lever-hint">{t('contracts.detail.receiptsHint')}</p>
          {receipts.length === 0 ? (
            <EmptyState title={t('contracts.detail.noReceipts')} />
          ) : (
            // Oldest first: the opening fill, then overnight fees, then the close.
            [...receipts].reverse().map((r) => <ReceiptCard key={r.id} receipt={r} />)
          )}
        </section>
      )}
    </PageShell>
  );
}
