import { useTranslation } from 'react-i18next';
import { DepositTable } from '../components/deposit-table';
import { QueueLayout } from '../components/queue-layout';

export default function DepositsPage() {
  const { t } = useTranslation('wallet');
  return (
    <QueueLayout title={t('deposits.title')} queue="deposits">
      {(state) => <DepositTable state={state} />}
    </QueueLayout>
  );
}
