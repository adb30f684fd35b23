import type { ReceiptVerification, ReceiptView } from '@app/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { useSession } from '../../../stores/session';

export const receiptKeys = {
  forRef: (token: string, refType: string, refId: string) => ['receipts', token, refType, refId] as const,
};

/** GET /receipt/list {ref_type, ref_id}: the signed-in user's receipts of one business row (a fill). */
export function useReceiptsOf(refType: string, refId: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: receiptKeys.forRef(token, refType, refId),
    queryFn: ({ signal }) =>
      get<ReceiptView[]>(
        '/receipt/list',
        { ref_type: refType, ref_id: refId },
        { silent: true, signal, loading: false },
      ),
    enabled: token !== '',
    // A receipt never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /receipt/verify {id}: public; re-checks hash, recorded prices and result on the server. */
export function useVerifyReceipt() {
  return useMutation({
    mutationFn: (id: string) => get<ReceiptVerification>('/receipt/verify', { id }, { silent: true, loading: false }),
  });
}
