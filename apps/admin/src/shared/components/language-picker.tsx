import { GlobalOutlined } from '@ant-design/icons';
import { LANG_NAMES, LANGS, type Lang, pickLang } from '@app/i18n';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLang } from '../i18n/i18n';

const OPTIONS = LANGS.map((lang) => ({ value: lang, label: LANG_NAMES[lang] }));

/** The operator's language (each in its own name), remembered on this browser. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <Select<Lang>
      aria-label={t('layout.language')}
      value={pickLang(i18n.resolvedLanguage ?? i18n.language)}
      options={OPTIONS}
      onChange={(lang) => void setLang(lang)}
      prefix={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      style={{ width: 150 }}
      data-testid="admin-lang"
    />
  );
}
