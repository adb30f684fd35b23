import { Dialog } from 'antd-mobile';
import i18n from 'i18next';
import type { ReactNode } from 'react';

/**
 * Asks before an irreversible action (spec §5: buying a product, follow, bid, resale ...). Resolves true on
 * confirm. Buttons are translated in the current language.
 */
export function confirmAction(content: ReactNode, title?: ReactNode): Promise<boolean> {
  return Dialog.confirm({
    title,
    content,
    confirmText: i18n.t('common.confirm'),
    cancelText: i18n.t('common.cancel'),
  });
}
