import { DepositTable } from '../components/deposit-table';
import { QueueLayout } from '../components/queue-layout';

export default function DepositsPage() {
  return (
    <QueueLayout title="Deposits" queue="deposits">
      {(state) => <DepositTable state={state} />}
    </QueueLayout>
  );
}
