import type { Lang } from '@app/i18n';
import { Button, Drawer, Flex, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TRANSLATION_DRAWER_WIDTH,
  type TranslationField,
  TranslationTabs,
} from '../../../shared/components/translation-tabs';
import { useCanEdit } from '../../../shared/session/permissions';
import { cleanTranslations, langOfFirstError, withEnglish } from '../../../shared/translations';
import { type ContentPage, PAGE_FIELDS, usePageName, useSavePage } from '../api/pages';

type Props = { page: ContentPage | null; onClose: () => void };

export function PageDrawer({ page, onClose }: Props) {
  const [form] = Form.useForm<Pick<ContentPage, 'translations'>>();
  const [lang, setLang] = useState<Lang>('en');
  const editable = useCanEdit('pages');
  const save = useSavePage();
  const { t } = useTranslation(['content', 'shell']);
  const pageName = usePageName();
  const fields: TranslationField[] = [
    { key: 'title', label: t('fields.title'), kind: 'input', requiredInEn: true, maxLength: 200 },
    { key: 'content', label: t('fields.content'), kind: 'html', requiredInEn: true },
  ];

  useEffect(() => {
    if (!page) return;
    setLang('en');
    form.resetFields();
    form.setFieldsValue({ translations: page.translations });
  }, [page, form]);

  const submit = async (v: Pick<ContentPage, 'translations'>) => {
    if (!page) return;
    await save.mutateAsync({
      key: page.key,
      input: { translations: withEnglish(cleanTranslations(v.translations, PAGE_FIELDS)) },
    });
    onClose();
  };

  return (
    <Drawer
      title={page ? t(editable ? 'pages.editTitle' : 'pages.viewTitle', { name: pageName(page.key) }) : ''}
      width={TRANSLATION_DRAWER_WIDTH}
      open={page !== null}
      onClose={onClose}
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{editable ? t('shell:common.cancel') : t('shell:common.close')}</Button>
          {editable && (
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="page-save">
              {t('shell:common.save')}
            </Button>
          )}
        </Flex>
      }
    >
      <Form
        form={form}
        layout="vertical"
        disabled={!editable}
        onFinish={(v) => submit(v).catch(() => undefined)}
        onFinishFailed={({ errorFields }) => {
          const errLang = langOfFirstError(errorFields);
          if (errLang) setLang(errLang);
        }}
      >
        <TranslationTabs testPrefix="page" fields={fields} activeLang={lang} onLangChange={setLang} />
      </Form>
    </Drawer>
  );
}
