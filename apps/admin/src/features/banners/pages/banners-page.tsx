import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { ImageThumb } from '../../../shared/components/image-preview';
import { PageHeader } from '../../../shared/components/page-header';
import { YesNoTag } from '../../../shared/components/published-tag';
import { CreateButton, RowActions } from '../../../shared/components/row-actions';
import { usePaging } from '../../../shared/hooks/use-paging';
import { useCanEdit } from '../../../shared/session/permissions';
import { type Banner, useBannersList, useDeleteBanner } from '../api';
import { BannerDrawer } from '../components/banner-drawer';

export default function BannersPage() {
  const paging = usePaging();
  const list = useBannersList({ page: paging.page, limit: paging.limit });
  const editable = useCanEdit('banners');
  const remove = useDeleteBanner();
  const [drawer, setDrawer] = useState<{ open: boolean; editing: Banner | null }>({ open: false, editing: null });

  const columns: TableColumnsType<Banner> = [
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
    {
      title: 'Actions',
      key: 'actions',
      width: 170,
      render: (_, b) => (
        <RowActions
          editable={editable}
          onOpen={() => setDrawer({ open: true, editing: b })}
          remove={{ what: 'this banner', onConfirm: () => remove.mutateAsync(b.id) }}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Banners"
        extra={
          <CreateButton
            editable={editable}
            onClick={() => setDrawer({ open: true, editing: null })}
            testId="banner-create"
          />
        }
      />
      <Table<Banner>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={paging.pagination(list.data?.total)}
        locale={{ emptyText: <Empty description="No banners yet" /> }}
      />
      <BannerDrawer
        open={drawer.open}
        editing={drawer.editing}
        onClose={() => setDrawer({ open: false, editing: null })}
      />
    </>
  );
}
