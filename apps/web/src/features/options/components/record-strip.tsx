import { changeDirection } from '@app/api';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { TradeRecord } from '../api/types';
import { fmtRatio, fmtSigned } from '../model/format';
import { LIMITS_PATH } from '../model/paths';

/** The user's record in one line on the trading screen (orders, win rate, net per coin), opening record & limits. */
export function RecordStrip({ record }: { record: TradeRecord | undefined }) {
  const { t } = useTranslation();
  return (
    <Link to={LIMITS_PATH} className="sec-record-strip" data-testid="sec-record">
      <span>
        <small>{t('options.record.orders')}</small>
        <b data-testid="sec-record-orders">{record ? record.orders : '--'}</b>
      </span>
      <span>
        <small>{t('options.record.winRate')}</small>
        <b>{record ? fmtRatio(record.win_rate) : '--'}</b>
      </span>
      {(record?.net ?? []).slice(0, 1).map((n) => (
        <span key={n.currency}>
          <small>{t('options.record.net', { coin: n.currency })}</small>
          <b className={changeDirection(n.net)}>{fmtSigned(n.net, n.currency)}</b>
        </span>
      ))}
      <span className="sec-record-link" data-testid="sec-limits-link">
        {t('options.form.limits')}
        <RightOutline aria-hidden="true" />
      </span>
    </Link>
  );
}
