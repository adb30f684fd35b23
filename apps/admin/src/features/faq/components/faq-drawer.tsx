import type { Lang } from '@app/i18n';
import { Button, Drawer, Flex, Form, InputNumber, Switch } from 'antd';
import { useEffect, useState } from 'react';
import {
  TRANSLATION_DRAWER_WIDTH,
  type TranslationField,
  TranslationTabs,
} from '../../../shared/components/translation-tabs';
import { useCanEdit } from '../../../shared/session/permissions';
import { cleanTranslations, langOfFirstError, withEnglish } from '../../../shared/translations';
import { FAQ_FIELDS, type Faq, type FaqForm, type FaqInput, useSaveFaq } from '../api';

const FIELDS: TranslationField[] = [
  { key: 'title', label: 'Question', kind: 'input', requiredInEn: true, maxLength: 200 },
  { key: 'content', label: 'Answer', kind: 'html', requiredInEn: true },
];

type Props = { open: boolean; editing: Faq | null; onClose: () => void };

export function FaqDrawer({ open, editing, onClose }: Props) {
  const [form] = Form.useForm<FaqForm>();
  const [lang, setLang] = useState<Lang>('en');
  const editable = useCanEdit('faq');
  const save = useSaveFaq();

  useEffect(() => {
    if (!open) return;
    setLang('en');
    form.resetFields();
    form.setFieldsValue(editing ?? { sort: 0, published: true, translations: {} });
  }, [open, editing, form]);

  const submit = async (v: FaqForm) => {
    const input: FaqInput = {
      sort: v.sort ?? 0,
      published: Boolean(v.published),
      translations: withEnglish(cleanTranslations(v.translations, FAQ_FIELDS)),
    };
    await save.mutateAsync({ id: editing?.id, input });
    onClose();
  };

  return (
    <Drawer
      title={editing ? `${editable ? 'Edit' : 'View'} FAQ #${editing.id}` : 'Create FAQ entry'}
      width={TRANSLATION_DRAWER_WIDTH}
      open={open}
      onClose={onClose}
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{editable ? 'Cancel' : 'Close'}</Button>
          {editable && (
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="faq-save">
              Save
            </Button>
          )}
        </Flex>
      }
    >
      <Form<FaqForm>
        form={form}
        layout="vertical"
        disabled={!editable}
        onFinish={(v) => submit(v).catch(() => undefined)}
        onFinishFailed={({ errorFields }) => {
          const errLang = langOfFirstError(errorFields);
          if (errLang) setLang(errLang);
        }}
      >
        <Flex gap={16}>
          <Form.Item label="Sort" name="sort">
            <InputNumber precision={0} data-testid="faq-sort" />
          </Form.Item>
          <Form.Item label="Published" name="published" valuePropName="checked">
            <Switch data-testid="faq-published" />
          </Form.Item>
        </Flex>
        <TranslationTabs testPrefix="faq" fields={FIELDS} activeLang={lang} onLangChange={setLang} />
      </Form>
    </Drawer>
  );
}
