import i18n from 'i18next';
import { showToast } from '../../../lib/feedback';

/** Copies text (invite code, link, address) and says so; falls back to a hidden textarea without clipboard API. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  showToast(i18n.t('accounts.action.copied'));
}
