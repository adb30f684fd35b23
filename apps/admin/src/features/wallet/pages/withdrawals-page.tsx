import { useTranslation } from 'react-i18next';
import { QueueLayout } from '../components/queue-layout';
import { WithdrawalTable } from '../components/withdrawal-table';

export default function WithdrawalsPage() {
  const { t } = useTranslation('wallet');
  return (
    <QueueLayout title={t('withdrawals.title')} queue="withdrawals">
      {(state) => <WithdrawalTable state={state} />}
    </QueueLayout>
  );
}
