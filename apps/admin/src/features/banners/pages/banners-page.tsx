import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../shared/components/delete-button';
import { ImageThumb } from '../../../shared/components/image-preview';
import { PageHeader } from '../../../shared/components/page-header';
import { YesNoTag } from '../../../shared/components/published-tag';
import { usePaging } from '../../../shared/hooks/use-paging';
import { type Banner, useBannersList, useDeleteBanner } from '../api';
import { BannerDrawer } from '../components/banner-drawer';

export default function BannersPage() {
  const paging = usePaging();
  const list = useBannersList({ page: paging.page, limit: paging.limit });
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
        <Space size={0}>
          <Button
            size="small"
            type="link"
            icon={<EditOutlined />}
            onClick={() => setDrawer({ open: true, editing: b })}
          >
            Edit
          </Button>
          <DeleteButton what="this banner" onConfirm={() => remove.mutateAsync(b.id)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Banners"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDrawer({ open: true, editing: null })}
            data-testid="banner-create"
          >
            Create
          </Button>
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
