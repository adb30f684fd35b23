import { formatCoin, formatSignedCoin } from '@app/api';
import type { Bill } from '@app/api/wallet';
import { useTranslation } from '../../../i18n/use-translation';
import type { StatementEntry } from '../api/types';
import { ACCOUNT_NAME_KEYS } from '../model/account-name';
import { formatTime } from '../model/format';

/** One ledger entry: type, signed amount, balance after, time; a bill also names its coin and account. */
export function BillRow({ bill, currency }: { bill: Bill | StatementEntry; currency?: string }) {
  const { t } = useTranslation();
  const negative = bill.amount.trim().startsWith('-');
  const coin = 'currency' in bill ? bill.currency : currency;
  return (
    <li className="wallet-record" data-testid={`bill-row-${bill.id}`} data-entry-type={bill.entry_type}>
      <div className="wallet-record-head">
        <strong>
          {bill.name || t(`wallet.bill.entry.${bill.entry_type}`, { defaultValue: bill.entry_type })}
          {'kind' in bill && (
            <span className="wallet-muted wallet-badge-gap">
              {bill.currency} · {t(ACCOUNT_NAME_KEYS[bill.kind])}
            </span>
          )}
        </strong>
        <span className={negative ? 'wallet-amount down' : 'wallet-amount up'}>
          {formatSignedCoin(bill.amount, coin)}
        </span>
      </div>
      <div className="wallet-record-foot">
        <span className="wallet-muted">{formatTime(bill.created_at)}</span>
        <span className="wallet-muted">
          {t('wallet.bill.balance', { amount: formatCoin(bill.balance_after, coin) })}
        </span>
      </div>
      {bill.memo && <p className="wallet-muted wallet-memo">{bill.memo}</p>}
    </li>
  );
}
