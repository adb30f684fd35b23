import { Col, Flex, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFieldPreview } from '../../../shared/components/image-preview';
import { TranslationDrawer } from '../../../shared/components/translation-drawer';
import type { TranslationField } from '../../../shared/components/translation-tabs';
import { useCanEdit } from '../../../shared/session/permissions';
import { cleanTranslations, LINK_RULE, withEnglish } from '../../../shared/translations';
import { NEWS_DEFAULT_CATEGORY, NEWS_FIELDS, type News, type NewsForm, type NewsInput, useSaveNews } from '../api/news';

type Props = { open: boolean; editing: News | null; defaultPop: boolean; onClose: () => void };

export function NewsDrawer({ open, editing, defaultPop, onClose }: Props) {
  const editable = useCanEdit('news');
  const save = useSaveNews();
  const { t } = useTranslation('content');
  const fields: TranslationField[] = [
    { key: 'title', label: t('fields.title'), kind: 'input', requiredInEn: true, maxLength: 200 },
    { key: 'abstract', label: t('news.abstract'), kind: 'textarea', maxLength: 500 },
    { key: 'content', label: t('fields.content'), kind: 'html' },
  ];
  const initialValues = useMemo<NewsForm>(
    () =>
      editing ?? {
        c_id: NEWS_DEFAULT_CATEGORY,
        thumbnail: '',
        is_pop: defaultPop,
        published: false,
        sort: 0,
        translations: {},
      },
    [editing, defaultPop],
  );

  const submit = (values: NewsForm) => {
    const input: NewsInput = {
      c_id: values.c_id,
      thumbnail: (values.thumbnail ?? '').trim(),
      is_pop: Boolean(values.is_pop),
      published: Boolean(values.published),
      sort: values.sort ?? 0,
      translations: withEnglish(cleanTranslations(values.translations, NEWS_FIELDS)),
    };
    return save.mutateAsync({ id: editing?.id, input });
  };

  return (
    <TranslationDrawer<NewsForm>
      open={open}
      title={editing ? t(editable ? 'news.editTitle' : 'news.viewTitle', { id: editing.id }) : t('news.createTitle')}
      editable={editable}
      saving={save.isPending}
      initialValues={initialValues}
      testPrefix="news"
      fields={fields}
      onSubmit={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={14}>
          <Form.Item label={t('news.thumbnailUrl')} name="thumbnail" rules={[{ max: 500 }, LINK_RULE]}>
            <Input placeholder={t('fields.urlPlaceholder')} data-testid="news-thumbnail" />
          </Form.Item>
          <Flex gap={16}>
            <Form.Item label={t('fields.category')} name="c_id" rules={[{ required: true }]}>
              <InputNumber min={1} precision={0} data-testid="news-category" />
            </Form.Item>
            <Form.Item label={t('fields.sort')} name="sort">
              <InputNumber precision={0} data-testid="news-sort" />
            </Form.Item>
            <Form.Item label={t('fields.published')} name="published" valuePropName="checked">
              <Switch data-testid="news-published" />
            </Form.Item>
            <Form.Item label={t('news.popAd')} name="is_pop" valuePropName="checked" tooltip={t('news.popTooltip')}>
              <Switch data-testid="news-is-pop" />
            </Form.Item>
          </Flex>
        </Col>
        <Col span={10}>
          <Form.Item label={t('news.thumbnailPreview')}>
            <ImageFieldPreview name="thumbnail" width={260} height={120} />
          </Form.Item>
        </Col>
      </Row>
    </TranslationDrawer>
  );
}
