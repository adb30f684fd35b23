import i18n from 'i18next';
import { toClipboard } from '../../../lib/clipboard';
import { showToast } from '../../../lib/feedback';

/** Copies text (invite code, link, address) and says so. */
export async function copyText(text: string): Promise<void> {
  await toClipboard(text);
  showToast(i18n.t('accounts.action.copied'));
}
