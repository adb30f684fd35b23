import type { Lang } from '@app/i18n';
import { Button, Drawer, Flex, Form } from 'antd';
import { useEffect, useState } from 'react';
import {
  TRANSLATION_DRAWER_WIDTH,
  type TranslationField,
  TranslationTabs,
} from '../../../shared/components/translation-tabs';
import { useCanEdit } from '../../../shared/session/permissions';
import { cleanTranslations, langOfFirstError, withEnglish } from '../../../shared/translations';
import { type ContentPage, PAGE_FIELDS, PAGE_LABELS, useSavePage } from '../api/pages';

const FIELDS: TranslationField[] = [
  { key: 'title', label: 'Title', kind: 'input', requiredInEn: true, maxLength: 200 },
  { key: 'content', label: 'Content', kind: 'html', requiredInEn: true },
];

type Props = { page: ContentPage | null; onClose: () => void };

export function PageDrawer({ page, onClose }: Props) {
  const [form] = Form.useForm<Pick<ContentPage, 'translations'>>();
  const [lang, setLang] = useState<Lang>('en');
  const editable = useCanEdit('pages');
  const save = useSavePage();

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
      title={page ? `${editable ? 'Edit' : 'View'} page: ${PAGE_LABELS[page.key] ?? page.key}` : ''}
      width={TRANSLATION_DRAWER_WIDTH}
      open={page !== null}
      onClose={onClose}
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{editable ? 'Cancel' : 'Close'}</Button>
          {editable && (
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="page-save">
              Save
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
        <TranslationTabs testPrefix="page" fields={FIELDS} activeLang={lang} onLangChange={setLang} />
      </Form>
    </Drawer>
  );
}
