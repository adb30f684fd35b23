import { Flex, Form, InputNumber, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationDrawer } from '../../../shared/components/translation-drawer';
import type { TranslationField } from '../../../shared/components/translation-tabs';
import { useCanEdit } from '../../../shared/session/permissions';
import { cleanTranslations, withEnglish } from '../../../shared/translations';
import { FAQ_FIELDS, type Faq, type FaqForm, type FaqInput, useSaveFaq } from '../api/faq';

type Props = { open: boolean; editing: Faq | null; onClose: () => void };

export function FaqDrawer({ open, editing, onClose }: Props) {
  const editable = useCanEdit('faq');
  const save = useSaveFaq();
  const { t } = useTranslation('content');
  const fields: TranslationField[] = [
    { key: 'title', label: t('faq.question'), kind: 'input', requiredInEn: true, maxLength: 200 },
    { key: 'content', label: t('faq.answer'), kind: 'html', requiredInEn: true },
  ];
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
      title={editing ? t(editable ? 'faq.editTitle' : 'faq.viewTitle', { id: editing.id }) : t('faq.createTitle')}
      editable={editable}
      saving={save.isPending}
      initialValues={initialValues}
      testPrefix="faq"
      fields={fields}
      onSubmit={submit}
      onClose={onClose}
    >
      <Flex gap={16}>
        <Form.Item label={t('fields.sort')} name="sort">
          <InputNumber precision={0} data-testid="faq-sort" />
        </Form.Item>
        <Form.Item label={t('fields.published')} name="published" valuePropName="checked">
          <Switch data-testid="faq-published" />
        </Form.Item>
      </Flex>
    </TranslationDrawer>
  );
}
