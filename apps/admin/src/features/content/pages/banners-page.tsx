import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../../../shared/components/content-list-page';
import { ImageThumb } from '../../../shared/components/image-preview';
import { YesNoTag } from '../../../shared/components/published-tag';
import { usePaging } from '../../../shared/hooks/use-paging';
import { useCanEdit } from '../../../shared/session/permissions';
import { type Banner, useBannersList, useDeleteBanner } from '../api/banners';
import { BannerDrawer } from '../components/banner-drawer';

export default function BannersPage() {
  const paging = usePaging();
  const list = useBannersList({ page: paging.page, limit: paging.limit });
  const editable = useCanEdit('banners');
  const remove = useDeleteBanner();
  const { t } = useTranslation('content');

  const columns: TableColumnsType<Banner> = [
    { title: t('fields.id'), dataIndex: 'id', width: 70 },
    {
      title: t('fields.image'),
      dataIndex: 'image',
      width: 150,
      render: (src: string) => <ImageThumb src={src} width={128} height={56} />,
    },
    { title: t('fields.titleEn'), key: 'title', render: (_, b) => b.translations.en?.title ?? '—' },
    {
      title: t('fields.link'),
      dataIndex: 'link',
      render: (v: string) =>
        v ? (
          <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 260 }}>
            {v}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    { title: t('fields.category'), dataIndex: 'c_id', width: 90 },
    { title: t('fields.sort'), dataIndex: 'sort', width: 70 },
    {
      title: t('fields.published'),
      dataIndex: 'published',
      width: 110,
      render: (v: boolean) => <YesNoTag value={v} yes={t('tags.published')} no={t('tags.hidden')} />,
    },
  ];

  return (
    <ContentListPage<Banner>
      title={t('banners.title')}
      createTestId="banner-create"
      emptyText={t('banners.empty')}
      what={t('banners.what')}
      editable={editable}
      paging={paging}
      list={list}
      onDelete={(id) => remove.mutateAsync(id)}
      columns={columns}
      drawer={(d) => <BannerDrawer {...d} />}
    />
  );
}
