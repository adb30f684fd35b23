import type { WalletRequestState } from '@app/api/wallet';
import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../i18n/use-translation';

const COLORS: Record<WalletRequestState, string> = { review: 'warning', passed: 'success', rejected: 'danger' };

/** A fund record's state (spec §4): under review, passed, rejected. */
export function ReviewTag({ state }: { state: WalletRequestState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state] ?? 'default'} fill="outline" data-state={state}>
      {t(`wallet.record.state.${state}`)}
    </Tag>
  );
}
