import { Dialog } from 'antd-mobile';
import i18n from 'i18next';
import type { ReactNode } from 'react';

/** The confirmation before logout, deleting an address, or logging out other devices. Resolves true on OK. */
export function confirmDanger(content: ReactNode): Promise<boolean> {
  return Dialog.confirm({
    content,
    confirmText: <span data-testid="confirm-ok">{i18n.t('common.confirm')}</span>,
    cancelText: <span data-testid="confirm-cancel">{i18n.t('common.cancel')}</span>,
  });
}
