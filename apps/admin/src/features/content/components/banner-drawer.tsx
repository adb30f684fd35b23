import { Flex, Form, Input, InputNumber, Switch } from 'antd';
import { useMemo } from 'react';
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

const FIELDS: TranslationField[] = [
  { key: 'title', label: 'Title', kind: 'input', requiredInEn: true, maxLength: 200 },
];

type Props = { open: boolean; editing: Banner | null; onClose: () => void };

export function BannerDrawer({ open, editing, onClose }: Props) {
  const editable = useCanEdit('banners');
  const save = useSaveBanner();
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
      title={editing ? `${editable ? 'Edit' : 'View'} banner #${editing.id}` : 'Create banner'}
      editable={editable}
      saving={save.isPending}
      initialValues={initialValues}
      testPrefix="banner"
      fields={FIELDS}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item label="Image URL" name="image" rules={[{ required: true, whitespace: true, max: 500 }, LINK_RULE]}>
        <Input placeholder="https://… or /static/…" data-testid="banner-image" />
      </Form.Item>
      <Form.Item>
        <ImageFieldPreview name="image" width={360} height={150} />
      </Form.Item>
      <Form.Item
        label="Link"
        name="link"
        rules={[{ max: 500 }, LINK_RULE]}
        extra="Where a tap on the banner goes (optional)"
      >
        <Input placeholder="/path or https://…" data-testid="banner-link" />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item label="Category" name="c_id" rules={[{ required: true }]}>
          <InputNumber min={1} precision={0} data-testid="banner-category" />
        </Form.Item>
        <Form.Item label="Sort" name="sort">
          <InputNumber precision={0} data-testid="banner-sort" />
        </Form.Item>
        <Form.Item label="Published" name="published" valuePropName="checked">
          <Switch data-testid="banner-published" />
        </Form.Item>
      </Flex>
    </TranslationDrawer>
  );
}
