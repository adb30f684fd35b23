import { changeDirection } from '@app/api';
import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n/use-translation';
import type { TradeRecord } from '../api/types';
import { fmtMoney, fmtRatio, fmtSigned } from '../model/format';

/** GET /microtrade/record in full: orders, won / tie / lost, win rate, open now, and per coin the net and the fees. */
export function RecordCard({ record: r }: { record: TradeRecord }) {
  const { t } = useTranslation();
  if (r.orders === 0) return <EmptyState title={t('options.record.none')} />;
  const rows: Array<[string, string, string, string?]> = [
    ['orders', t('options.record.orders'), String(r.orders)],
    ['split', t('options.record.split'), `${r.wins} / ${r.ties} / ${r.losses}`],
    ['win-rate', t('options.record.winRate'), fmtRatio(r.win_rate)],
    ['open', t('options.record.open'), String(r.open)],
    ...r.net.flatMap(
      (n): Array<[string, string, string, string?]> => [
        [`net-${n.currency}`, t('options.record.net', { coin: n.currency }), fmtSigned(n.net, n.currency), n.net],
        [`fees-${n.currency}`, t('options.record.fees', { coin: n.currency }), fmtMoney(n.fees, n.currency)],
      ],
    ),
  ];
  return (
    <dl className="sec-facts sec-record" data-testid="sec-record-card">
      {rows.map(([key, label, value, signed]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd className={signed ? changeDirection(signed) : undefined} data-testid={`sec-record-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
