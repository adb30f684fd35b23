import { Dialog } from 'antd-mobile';
import i18n from 'i18next';
import type { ReactNode } from 'react';

/** Asks before money moves; the OK button carries the shared `confirm-ok` test id. Resolves true on confirm. */
export function confirmMoney(content: ReactNode, title?: ReactNode): Promise<boolean> {
  return Dialog.confirm({
    title,
    content,
    confirmText: <span data-testid="confirm-ok">{i18n.t('common.confirm')}</span>,
    cancelText: i18n.t('common.cancel'),
  });
}
