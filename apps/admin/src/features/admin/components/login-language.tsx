import { LANG_NAMES, LANGS, type Lang, pickLang } from '@app/i18n';
import { useTranslation } from 'react-i18next';
import { setLang } from '../../../shared/i18n/i18n';

/**
 * The login screen's language choice (each language in its own name, remembered on this browser): the browser's
 * own select, where the signed-in header uses antd's (shared/components/language-picker.tsx).
 */
export function LoginLanguage() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className="login-language"
      aria-label={t('layout.language')}
      value={pickLang(i18n.resolvedLanguage ?? i18n.language)}
      onChange={(e) => void setLang(e.target.value as Lang)}
      data-testid="admin-lang"
    >
      {LANGS.map((lang) => (
        <option key={lang} value={lang}>
          {LANG_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}
