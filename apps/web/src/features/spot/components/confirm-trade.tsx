import { Dialog } from 'antd-mobile';
import i18n from 'i18next';
import type { ReactNode } from 'react';

/** The confirmation of an order or a cancel; the OK button carries the shared `confirm-ok` test id. */
export function confirmTrade(content: ReactNode, title?: ReactNode): Promise<boolean> {
  return Dialog.confirm({
    title,
    content,
    confirmText: <span data-testid="confirm-ok">{i18n.t('common.confirm')}</span>,
    cancelText: <span data-testid="confirm-cancel">{i18n.t('common.cancel')}</span>,
  });
}
