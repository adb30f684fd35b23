import { Empty, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../api/types';
import type { usePaging } from '../hooks/use-paging';
import { PageHeader } from './page-header';
import { CreateButton, RowActions } from './row-actions';

type DrawerState<T> = { open: boolean; editing: T | null };

type Props<T extends { id: number }> = {
  title: string;
  /** Test id of the create button. */
  createTestId: string;
  emptyText: string;
  /** What the delete confirmation names, e.g. "this banner". */
  what: string;
  editable: boolean;
  paging: ReturnType<typeof usePaging>;
  list: { data?: Paged<T>; isFetching: boolean };
  onDelete: (id: number) => Promise<unknown>;
  /** The item's columns; the Edit/View + Delete column is appended. */
  columns: TableColumnsType<T>;
  /** The create/edit drawer, `editing` null for a new item. */
  drawer: (props: DrawerState<T> & { onClose: () => void }) => ReactNode;
};

/** A paged list of content items with a create button and an edit drawer (banners, FAQ). */
export function ContentListPage<T extends { id: number }>({
  title,
  createTestId,
  emptyText,
  what,
  editable,
  paging,
  list,
  onDelete,
  columns,
  drawer,
}: Props<T>) {
  const [state, setState] = useState<DrawerState<T>>({ open: false, editing: null });
  const { t } = useTranslation();

  const allColumns: TableColumnsType<T> = [
    ...columns,
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      render: (_, row) => (
        <RowActions
          editable={editable}
          onOpen={() => setState({ open: true, editing: row })}
          remove={{ what, onConfirm: () => onDelete(row.id) }}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <CreateButton
            editable={editable}
            onClick={() => setState({ open: true, editing: null })}
            testId={createTestId}
          />
        }
      />
      <Table<T>
        rowKey="id"
        size="middle"
        columns={allColumns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        pagination={paging.pagination(list.data?.total)}
        locale={{ emptyText: <Empty description={emptyText} /> }}
      />
      {drawer({ ...state, onClose: () => setState({ open: false, editing: null }) })}
    </>
  );
}
