import { type TableColumnsType, Typography } from 'antd';
import { ContentListPage } from '../../../shared/components/content-list-page';
import { ImageThumb } from '../../../shared/components/image-preview';
import { YesNoTag } from '../../../shared/components/published-tag';
import { usePaging } from '../../../shared/hooks/use-paging';
import { useCanEdit } from '../../../shared/session/permissions';
import { type Banner, useBannersList, useDeleteBanner } from '../api/banners';
import { BannerDrawer } from '../components/banner-drawer';

const COLUMNS: TableColumnsType<Banner> = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: 'Image',
    dataIndex: 'image',
    width: 150,
    render: (src: string) => <ImageThumb src={src} width={128} height={56} />,
  },
  { title: 'Title (en)', key: 'title', render: (_, b) => b.translations.en?.title ?? '—' },
  {
    title: 'Link',
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
  { title: 'Category', dataIndex: 'c_id', width: 90 },
  { title: 'Sort', dataIndex: 'sort', width: 70 },
  {
    title: 'Published',
    dataIndex: 'published',
    width: 110,
    render: (v: boolean) => <YesNoTag value={v} yes="Published" no="Hidden" />,
  },
];

export default function BannersPage() {
  const paging = usePaging();
  const list = useBannersList({ page: paging.page, limit: paging.limit });
  const editable = useCanEdit('banners');
  const remove = useDeleteBanner();

  return (
    <ContentListPage<Banner>
      title="Banners"
      createTestId="banner-create"
      emptyText="No banners yet"
      what="this banner"
      editable={editable}
      paging={paging}
      list={list}
      onDelete={(id) => remove.mutateAsync(id)}
      columns={COLUMNS}
      drawer={(d) => <BannerDrawer {...d} />}
    />
  );
}
