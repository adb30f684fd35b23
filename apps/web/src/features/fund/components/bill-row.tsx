import { useTranslation } from 'react-i18next';
import { type Bill, isAccountField } from '../api/types';
import { formatCoin, formatSigned, formatTime } from '../model/format';

/** One ledger entry: type, signed amount, balance after, time. */
export function BillRow({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const negative = bill.amount.trim().startsWith('-');
  return (
    <li className="fund-record" data-testid={`bill-row-${bill.id}`} data-entry-type={bill.entry_type}>
      <div className="fund-record-head">
        <strong>
          {bill.name || t(`fund.bill.entry.${bill.entry_type}`, { defaultValue: bill.entry_type })}
          <span className="fund-muted fund-badge-gap">
            {bill.currency}
            {typeof bill.kind === 'string' && isAccountField(bill.kind) ? ` · ${t(`fund.account.${bill.kind}`)}` : ''}
          </span>
        </strong>
        <span className={negative ? 'fund-amount down' : 'fund-amount up'}>{formatSigned(bill.amount)}</span>
      </div>
      <div className="fund-record-foot">
        <span className="fund-muted">{formatTime(bill.created_at)}</span>
        <span className="fund-muted">{t('fund.bill.balance', { amount: formatCoin(bill.balance_after) })}</span>
      </div>
      {bill.memo && <p className="fund-muted fund-memo">{bill.memo}</p>}
    </li>
  );
}
