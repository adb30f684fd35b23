import { Flex, Form, Input, InputNumber, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFieldPreview } from '../../../shared/components/image-preview';
import { TranslationDrawer } from '../../../shared/components/translation-drawer';
import type { TranslationField } from '../../../shared/components/translation-tabs';
import { useCanEdit } from '../../../shared/session/permissions';
import { cleanTranslations, LINK_RULE, withEnglish } from '../../../shared/translations';
import {
  BANNER_DEFAULT_CATEGORY,
  BANNER_FIELDS,
  type Banner,
  type BannerForm,
  type BannerInput,
  useSaveBanner,
} from '../api/banners';

type Props = { open: boolean; editing: Banner | null; onClose: () => void };

export function BannerDrawer({ open, editing, onClose }: Props) {
  const editable = useCanEdit('banners');
  const save = useSaveBanner();
  const { t } = useTranslation('content');
  const fields: TranslationField[] = [
    { key: 'title', label: t('fields.title'), kind: 'input', requiredInEn: true, maxLength: 200 },
  ];
  const initialValues = useMemo<BannerForm>(
    () => editing ?? { c_id: BANNER_DEFAULT_CATEGORY, image: '', link: '', sort: 0, published: true, translations: {} },
    [editing],
  );

  const submit = (v: BannerForm) => {
    const input: BannerInput = {
      c_id: v.c_id,
      image: v.image.trim(),
      link: (v.link ?? '').trim(),
      sort: v.sort ?? 0,
      published: Boolean(v.published),
      translations: withEnglish(cleanTranslations(v.translations, BANNER_FIELDS)),
    };
    return save.mutateAsync({ id: editing?.id, input });
  };

  return (
    <TranslationDrawer<BannerForm>
      open={open}
      title={
        editing ? t(editable ? 'banners.editTitle' : 'banners.viewTitle', { id: editing.id }) : t('banners.createTitle')
      }
      editable={editable}
      saving={save.isPending}
      initialValues={initialValues}
      testPrefix="banner"
      fields={fields}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        label={t('fields.imageUrl')}
        name="image"
        rules={[{ required: true, whitespace: true, max: 500 }, LINK_RULE]}
      >
        <Input placeholder={t('fields.urlPlaceholder')} data-testid="banner-image" />
      </Form.Item>
      <Form.Item>
        <ImageFieldPreview name="image" width={360} height={150} />
      </Form.Item>
      <Form.Item label={t('fields.link')} name="link" rules={[{ max: 500 }, LINK_RULE]} extra={t('banners.linkExtra')}>
        <Input placeholder={t('banners.linkPlaceholder')} data-testid="banner-link" />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item label={t('fields.category')} name="c_id" rules={[{ required: true }]}>
          <InputNumber min={1} precision={0} data-testid="banner-category" />
        </Form.Item>
        <Form.Item label={t('fields.sort')} name="sort">
          <InputNumber precision={0} data-testid="banner-sort" />
        </Form.Item>
        <Form.Item label={t('fields.published')} name="published" valuePropName="checked">
          <Switch data-testid="banner-published" />
        </Form.Item>
      </Flex>
    </TranslationDrawer>
  );
}
