import { LANG_NAMES, LANGS, type Lang } from '@app/i18n';
import { Form, type FormRule, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { HtmlPreview } from './html-preview';

export type TranslationField = {
  key: string;
  label: string;
  kind: 'input' | 'textarea' | 'html';
  /** Required in `en` (the fallback language every other language falls back to). */
  requiredInEn?: boolean;
  maxLength?: number;
};

/** Wide enough for all eight language tabs on one row (an overflow menu would hide some from tests). */
export const TRANSLATION_DRAWER_WIDTH = 860;

type Props = {
  /** Prefix of the test ids: `<prefix>-<field>-<lang>` and `<prefix>-lang-tab-<lang>`. */
  testPrefix: string;
  fields: TranslationField[];
  activeLang: Lang;
  onLangChange: (lang: Lang) => void;
};

/**
 * One tab per language holding the translated fields under `translations.<lang>.<field>`. Every pane is rendered
 * (`forceRender`) so fields in tabs never opened still belong to the form and are submitted.
 */
export function TranslationTabs({ testPrefix, fields, activeLang, onLangChange }: Props) {
  return (
    <Tabs
      activeKey={activeLang}
      onChange={(key) => onLangChange(key as Lang)}
      size="small"
      tabBarGutter={20}
      items={LANGS.map((lang) => ({
        key: lang,
        forceRender: true,
        label: (
          <span data-testid={`${testPrefix}-lang-tab-${lang}`}>
            {LANG_NAMES[lang]} <small style={{ opacity: 0.6 }}>{lang}</small>
            {lang === 'en' ? ' *' : ''}
          </span>
        ),
        children: fields.map((field) => (
          <TranslationInput key={field.key} lang={lang} field={field} siblings={fields} prefix={testPrefix} />
        )),
      }))}
    />
  );
}

type InputProps = { lang: Lang; field: TranslationField; siblings: TranslationField[]; prefix: string };

function TranslationInput({ lang, field, siblings, prefix }: InputProps) {
  const name = ['translations', lang, field.key];
  const testId = `${prefix}-${field.key}-${lang}`;
  const { t } = useTranslation();
  const others = siblings.filter((f) => f !== field).map((f) => ['translations', lang, f.key]);
  const rules: FormRule[] = [];
  if (lang === 'en' && field.requiredInEn) {
    rules.push({ required: true, whitespace: true, message: t('common.requiredInEn', { field: field.label }) });
  } else if (field.requiredInEn) {
    // A language is sent as soon as any of its fields has text, and then the server wants its required fields too.
    rules.push(({ getFieldValue }) => ({
      validator: (_, value?: string) =>
        !value?.trim() && others.some((n) => String(getFieldValue(n) ?? '').trim())
          ? Promise.reject(new Error(t('common.requiredWithText', { field: field.label })))
          : Promise.resolve(),
    }));
  }
  const input =
    field.kind === 'input' ? (
      <Input data-testid={testId} maxLength={field.maxLength} />
    ) : (
      <Input.TextArea
        data-testid={testId}
        maxLength={field.maxLength}
        autoSize={field.kind === 'html' ? { minRows: 6, maxRows: 16 } : { minRows: 2, maxRows: 6 }}
        style={field.kind === 'html' ? { fontFamily: 'monospace', fontSize: 12 } : undefined}
      />
    );
  return (
    <>
      <Form.Item
        label={field.label}
        name={name}
        rules={rules}
        dependencies={field.requiredInEn && lang !== 'en' ? others : undefined}
        extra={field.kind === 'html' ? 'HTML' : undefined}
      >
        {input}
      </Form.Item>
      {field.kind === 'html' && <HtmlPreview name={name} />}
    </>
  );
}
