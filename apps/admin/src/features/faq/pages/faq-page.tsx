import { Empty, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../shared/components/page-header';
import { YesNoTag } from '../../../shared/components/published-tag';
import { CreateButton, RowActions } from '../../../shared/components/row-actions';
import { usePaging } from '../../../shared/hooks/use-paging';
import { useCanEdit } from '../../../shared/session/permissions';
import { type Faq, useDeleteFaq, useFaqList } from '../api';
import { FaqDrawer } from '../components/faq-drawer';

export default function FaqPage() {
  const paging = usePaging();
  const list = useFaqList({ page: paging.page, limit: paging.limit });
  const editable = useCanEdit('faq');
  const remove = useDeleteFaq();
  const [drawer, setDrawer] = useState<{ open: boolean; editing: Faq | null }>({ open: false, editing: null });

  const columns: TableColumnsType<Faq> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: 'Question (en)', key: 'title', render: (_, f) => f.translations.en?.title ?? '—' },
    {
      title: 'Languages',
      key: 'langs',
      width: 220,
      render: (_, f) => Object.keys(f.translations).join(', '),
    },
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
      render: (_, f) => (
        <RowActions
          editable={editable}
          onOpen={() => setDrawer({ open: true, editing: f })}
          remove={{ what: 'this FAQ entry', onConfirm: () => remove.mutateAsync(f.id) }}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="FAQ"
        extra={
          <CreateButton
            editable={editable}
            onClick={() => setDrawer({ open: true, editing: null })}
            testId="faq-create"
          />
        }
      />
      <Table<Faq>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={paging.pagination(list.data?.total)}
        locale={{ emptyText: <Empty description="No FAQ entries yet" /> }}
      />
      <FaqDrawer
        open={drawer.open}
        editing={drawer.editing}
        onClose={() => setDrawer({ open: false, editing: null })}
      />
    </>
  );
}
