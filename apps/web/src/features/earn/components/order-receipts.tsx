import { Skeleton } from 'antd-mobile';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useReceiptsOf } from '../../receipts/api/receipts';
import { ReceiptCard } from '../../receipts/components/receipt-card';
import '../../receipts/receipts.css';

/** The receipts of one order (`mining_order`, `dual_order` or `ieo_order`), each with a server re-check, oldest first. */
export function OrderReceipts({ refType, id }: { refType: 'mining_order' | 'dual_order' | 'ieo_order'; id: number }) {
  const { t } = useTranslation();
  const receipts = useReceiptsOf(refType, String(id));
  return (
    <div className="earn-receipts" data-testid={`earn-receipts-${id}`}>
      <h3>{t('earn.mining.receipts')}</h3>
      {receipts.isPending ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : receipts.isError ? (
        <ErrorState message={receipts.error.message} onRetry={() => void receipts.refetch()} />
      ) : (
        [...receipts.data].reverse().map((r) => <ReceiptCard key={r.id} receipt={r} />)
      )}
    </div>
  );
}
