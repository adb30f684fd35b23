import { applyLanguage } from '../i18n/apply-language';
import { initI18n } from '../i18n/i18n';
import { useSession } from './session';

/** Stored web version; local storage older than this is cleared once at start-up (spec §4). */
export const WEB_VERSION = 1;
export const WEB_VERSION_KEY = 'web_version';

export function ensureWebVersion(storage: Storage = localStorage): boolean {
  const stored = Number(storage.getItem(WEB_VERSION_KEY) ?? 0);
  if (Number.isFinite(stored) && stored >= WEB_VERSION) return false;
  storage.clear();
  storage.setItem(WEB_VERSION_KEY, String(WEB_VERSION));
  return true;
}

/**
 * Start-up order: storage version check, then the persisted session, then i18n in the stored language. Resolves
 * when that language's shell texts are loaded, so the first render shows texts, never keys.
 */
export async function bootSession(): Promise<void> {
  ensureWebVersion();
  void useSession.persist.rehydrate();
  const { lang } = useSession.getState();
  initI18n(lang);
  await applyLanguage(lang);
}
