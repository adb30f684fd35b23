import type { Lang } from '@app/i18n';
import type { TextCapability } from '@app/i18n/web';
import { applyLanguage } from '../i18n/apply-language';
import { texts } from '../i18n/i18n';

/** Starts i18next as the app does and loads the shell and `caps` in `lang`, as a page's loader would. */
export async function loadTexts(lang: Lang = 'en', caps: readonly TextCapability[] = []): Promise<void> {
  await applyLanguage(lang);
  await texts.loadTexts(caps);
}
