import type { Lang } from '@app/i18n';
import { Button, Drawer, Flex, Form } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langOfFirstError } from '../translations';
import { TRANSLATION_DRAWER_WIDTH, type TranslationField, TranslationTabs } from './translation-tabs';

type Props<T> = {
  open: boolean;
  title: string;
  editable: boolean;
  saving: boolean;
  /** The values the form is reset to whenever the drawer opens or they change (memoize them). */
  initialValues: T;
  /** Prefix of the test ids: `<prefix>-save` and those of {@link TranslationTabs}. */
  testPrefix: string;
  fields: TranslationField[];
  /** Saves; the drawer closes when it resolves and stays open when it rejects. */
  onSubmit: (values: T) => Promise<unknown>;
  onClose: () => void;
  /** The fields above the language tabs. */
  children?: ReactNode;
};

/**
 * The create/edit drawer of a translated content item: Cancel/Save in the header, a vertical form (disabled for a
 * read-only role) with the item's own fields followed by one tab per language. Opening resets the form and shows the
 * English tab; a failed validation switches to the language of the first error.
 */
export function TranslationDrawer<T extends object>({
  open,
  title,
  editable,
  saving,
  initialValues,
  testPrefix,
  fields,
  onSubmit,
  onClose,
  children,
}: Props<T>) {
  const [form] = Form.useForm<T>();
  const [lang, setLang] = useState<Lang>('en');
  const { t } = useTranslation();

  useEffect(() => {
    if (!open) return;
    setLang('en');
    form.resetFields();
    form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initialValues, form]);

  const submit = async (values: T) => {
    await onSubmit(values);
    onClose();
  };

  return (
    <Drawer
      title={title}
      width={TRANSLATION_DRAWER_WIDTH}
      open={open}
      onClose={onClose}
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{editable ? t('common.cancel') : t('common.close')}</Button>
          {editable && (
            <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid={`${testPrefix}-save`}>
              {t('common.save')}
            </Button>
          )}
        </Flex>
      }
    >
      <Form<T>
        form={form}
        layout="vertical"
        disabled={!editable}
        onFinish={(v) => submit(v).catch(() => undefined)}
        onFinishFailed={({ errorFields }) => {
          const errLang = langOfFirstError(errorFields);
          if (errLang) setLang(errLang);
        }}
      >
        {children}
        <TranslationTabs testPrefix={testPrefix} fields={fields} activeLang={lang} onLangChange={setLang} />
      </Form>
    </Drawer>
  );
}
