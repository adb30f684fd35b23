import { EARN_TEXT_LANGS } from '@app/api/earn';
import { LANG_NAMES } from '@app/i18n';
import { Form, Input, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type EarnTextField = { key: string; label: string; multiline?: boolean; maxLength: number };
type Texts = Partial<Record<string, Partial<Record<string, string>>>>;

/** The languages users read in English: a field with English text and none in that language. */
export function fallbackLangs(english: Record<string, unknown>, texts: Texts | undefined, keys: readonly string[]) {
  const written = keys.filter((k) => String(english[k] ?? '').trim() !== '');
  return EARN_TEXT_LANGS.filter((l) => written.some((k) => !String(texts?.[l]?.[k] ?? '').trim()));
}

/**
 * The operator's texts in the seven languages besides English, one tab each (`translations.<lang>.<field>`); the
 * English is the form's own fields above. A tab whose language would show users the English (a field left empty)
 * carries a marker, updated as the operator types. Every pane is rendered so untouched tabs are still submitted.
 */
export function EarnTextTabs({ fields, testPrefix }: { fields: EarnTextField[]; testPrefix: string }) {
  const { t } = useTranslation('earn');
  const form = Form.useFormInstance();
  const english = Form.useWatch((v: Record<string, unknown>) => v, form) ?? {};
  const texts = Form.useWatch('translations', form) as Texts | undefined;
  const missing = new Set<string>(
    fallbackLangs(
      english,
      texts,
      fields.map((f) => f.key),
    ),
  );
  return (
    <>
      <Typography.Text strong>{t('texts.title')}</Typography.Text>
      <Typography.Paragraph type="secondary">{t('texts.hint')}</Typography.Paragraph>
      <Tabs
        size="small"
        items={EARN_TEXT_LANGS.map((lang) => ({
          key: lang,
          forceRender: true,
          label: (
            <span data-testid={`${testPrefix}-lang-tab-${lang}`} data-missing={missing.has(lang)}>
              {LANG_NAMES[lang]}
              {missing.has(lang) && (
                <Tag color="warning" style={{ marginInlineStart: 6 }}>
                  {t('texts.fallback')}
                </Tag>
              )}
            </span>
          ),
          children: fields.map((f) => (
            <Form.Item key={f.key} label={f.label} name={['translations', lang, f.key]}>
              {f.multiline ? (
                <Input.TextArea
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  maxLength={f.maxLength}
                  data-testid={`${testPrefix}-${f.key}-${lang}`}
                />
              ) : (
                <Input maxLength={f.maxLength} data-testid={`${testPrefix}-${f.key}-${lang}`} />
              )}
            </Form.Item>
          )),
        }))}
      />
    </>
  );
}

/** The list's marker: which languages show users the English (the server's `missing_langs`). */
export function FallbackTag({ langs, testId }: { langs: readonly string[]; testId?: string }) {
  const { t } = useTranslation('earn');
  if (langs.length === 0) return <Tag data-testid={testId}>{t('texts.complete')}</Tag>;
  return (
    <Tag color="warning" data-testid={testId} data-missing={langs.join(',')}>
      {t('texts.missing', { langs: langs.join(', ') })}
    </Tag>
  );
}
