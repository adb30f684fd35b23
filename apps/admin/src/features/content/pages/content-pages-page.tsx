import { Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { RowActions } from '../../../shared/components/row-actions';
import { useCanEdit } from '../../../shared/session/permissions';
import { type ContentPage, PAGE_KEYS, usePageName, usePages } from '../api/pages';
import { PageDrawer } from '../components/page-drawer';

/** The three fixed information pages; a key the server has not stored yet is shown empty, ready to fill in. */
export default function ContentPagesPage() {
  const pages = usePages();
  const editable = useCanEdit('pages');
  const [editing, setEditing] = useState<ContentPage | null>(null);
  const { t } = useTranslation(['content', 'shell']);
  const pageName = usePageName();

  const rows: ContentPage[] = PAGE_KEYS.map(
    (key) => pages.data?.find((p) => p.key === key) ?? { key, translations: {} },
  );

  const columns: TableColumnsType<ContentPage> = [
    { title: t('pages.page'), dataIndex: 'key', width: 240, render: (k: string) => pageName(k) },
    { title: t('pages.key'), dataIndex: 'key', width: 220, render: (k: string) => <Tag>{k}</Tag> },
    { title: t('fields.titleEn'), key: 'title', render: (_, p) => p.translations.en?.title ?? '—' },
    { title: t('fields.languages'), key: 'langs', render: (_, p) => Object.keys(p.translations).join(', ') || '—' },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 100,
      render: (_, p) => (
        <RowActions editable={editable} onOpen={() => setEditing(p)} openTestId={`page-edit-${p.key}`} />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('pages.title')} />
      <Table<ContentPage>
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={pages.isSuccess ? rows : []}
        loading={pages.isFetching}
        pagination={false}
        locale={{ emptyText: <Empty description={t('pages.empty')} /> }}
      />
      <PageDrawer page={editing} onClose={() => setEditing(null)} />
    </>
  );
}
