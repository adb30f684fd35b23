import { QueueLayout } from '../components/queue-layout';
import { WithdrawalTable } from '../components/withdrawal-table';

export default function WithdrawalsPage() {
  return (
    <QueueLayout title="Withdrawals" queue="withdrawals">
      {(state) => <WithdrawalTable state={state} />}
    </QueueLayout>
  );
}
