import { Flex, Form, InputNumber, Switch } from 'antd';
import { useMemo } from 'react';
import { TranslationDrawer } from '../../../shared/components/translation-drawer';
import type { TranslationField } from '../../../shared/components/translation-tabs';
import { useCanEdit } from '../../../shared/session/permissions';
import { cleanTranslations, withEnglish } from '../../../shared/translations';
import { FAQ_FIELDS, type Faq, type FaqForm, type FaqInput, useSaveFaq } from '../api/faq';

const FIELDS: TranslationField[] = [
  { key: 'title', label: 'Question', kind: 'input', requiredInEn: true, maxLength: 200 },
  { key: 'content', label: 'Answer', kind: 'html', requiredInEn: true },
];

type Props = { open: boolean; editing: Faq | null; onClose: () => void };

export function FaqDrawer({ open, editing, onClose }: Props) {
  const editable = useCanEdit('faq');
  const save = useSaveFaq();
  const initialValues = useMemo<FaqForm>(() => editing ?? { sort: 0, published: true, translations: {} }, [editing]);

  const submit = (v: FaqForm) => {
    const input: FaqInput = {
      sort: v.sort ?? 0,
      published: Boolean(v.published),
      translations: withEnglish(cleanTranslations(v.translations, FAQ_FIELDS)),
    };
    return save.mutateAsync({ id: editing?.id, input });
  };

  return (
    <TranslationDrawer<FaqForm>
      open={open}
      title={editing ? `${editable ? 'Edit' : 'View'} FAQ #${editing.id}` : 'Create FAQ entry'}
      editable={editable}
      saving={save.isPending}
      initialValues={initialValues}
      testPrefix="faq"
      fields={FIELDS}
      onSubmit={submit}
      onClose={onClose}
    >
      <Flex gap={16}>
        <Form.Item label="Sort" name="sort">
          <InputNumber precision={0} data-testid="faq-sort" />
        </Form.Item>
        <Form.Item label="Published" name="published" valuePropName="checked">
          <Switch data-testid="faq-published" />
        </Form.Item>
      </Flex>
    </TranslationDrawer>
  );
}
