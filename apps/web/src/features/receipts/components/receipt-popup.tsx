import { Popup, Skeleton } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useReceiptsOf } from '../api/receipts';
import { ReceiptCard } from './receipt-card';
import '../receipts.css';

/** The signed-in user's receipts of one business row (a spot fill), in a bottom sheet. */
export function ReceiptPopup({ refType, refId, onClose }: { refType: string; refId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useReceiptsOf(refType, refId);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="receipt-popup" destroyOnClose>
      <div className="receipt-popup-title">{t('receipts.title')}</div>
      {isPending ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : isError ? (
        <ErrorState message={error?.message} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={t('receipts.none')} />
      ) : (
        data.map((r) => <ReceiptCard key={r.id} receipt={r} />)
      )}
    </Popup>
  );
}
