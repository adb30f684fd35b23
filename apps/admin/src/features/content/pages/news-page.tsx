import { Empty, Table, type TableColumnsType, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageThumb } from '../../../shared/components/image-preview';
import { PageHeader } from '../../../shared/components/page-header';
import { YesNoTag } from '../../../shared/components/published-tag';
import { CreateButton, RowActions } from '../../../shared/components/row-actions';
import { formatUtc } from '../../../shared/format';
import { usePaging } from '../../../shared/hooks/use-paging';
import { useCanEdit } from '../../../shared/session/permissions';
import { type News, useDeleteNews, useNewsList } from '../api/news';
import { NewsDrawer } from '../components/news-drawer';

type View = 'all' | 'pop';

export default function NewsPage() {
  const [view, setView] = useState<View>('all');
  const paging = usePaging();
  // GET /admin/news has no is_pop filter yet (AdminNewsQuery: c_id, page, limit), so the pop-up view reads the
  // newest 100 items (the page-size maximum) and filters here; `is_pop` is sent for when the server learns it.
  const popView = view === 'pop';
  const list = useNewsList(popView ? { page: 1, limit: 100, is_pop: 1 } : { page: paging.page, limit: paging.limit });
  const editable = useCanEdit('news');
  const remove = useDeleteNews();
  const { t } = useTranslation(['content', 'shell']);
  const [drawer, setDrawer] = useState<{ open: boolean; editing: News | null }>({ open: false, editing: null });
  const rows = popView ? (list.data?.list ?? []).filter((n) => n.is_pop) : (list.data?.list ?? []);

  const columns: TableColumnsType<News> = [
    { title: t('fields.id'), dataIndex: 'id', width: 70 },
    {
      title: t('fields.image'),
      dataIndex: 'thumbnail',
      width: 110,
      render: (src: string) => <ImageThumb src={src} width={88} height={48} />,
    },
    { title: t('fields.category'), dataIndex: 'c_id', width: 90 },
    {
      title: t('fields.titleEn'),
      key: 'title',
      render: (_, n) => (
        <Typography.Text ellipsis={{ tooltip: true }}>{n.translations.en?.title ?? '—'}</Typography.Text>
      ),
    },
    {
      title: t('fields.published'),
      dataIndex: 'published',
      width: 110,
      render: (v: boolean) => <YesNoTag value={v} yes={t('tags.published')} no={t('tags.draft')} />,
    },
    {
      title: t('news.popUp'),
      dataIndex: 'is_pop',
      width: 90,
      render: (v: boolean) => <YesNoTag value={v} yes={t('tags.popUp')} no={t('tags.no')} />,
    },
    { title: t('fields.sort'), dataIndex: 'sort', width: 70 },
    {
      title: t('fields.createdAt'),
      dataIndex: 'created_at',
      width: 180,
      render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatUtc(v)}</span>,
    },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 170,
      render: (_, n) => (
        <RowActions
          editable={editable}
          onOpen={() => setDrawer({ open: true, editing: n })}
          openTestId={`news-edit-${n.id}`}
          remove={{
            what: t('news.what'),
            onConfirm: () => remove.mutateAsync(n.id),
            testId: `news-delete-${n.id}`,
          }}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('news.title')}
        extra={
          <CreateButton
            editable={editable}
            onClick={() => setDrawer({ open: true, editing: null })}
            testId="news-create"
          />
        }
      />
      <Tabs
        activeKey={view}
        onChange={(k) => {
          setView(k as View);
          paging.setPage(1);
        }}
        items={[
          { key: 'all', label: <span data-testid="news-view-all">{t('news.all')}</span> },
          { key: 'pop', label: <span data-testid="news-view-pop">{t('news.pop')}</span> },
        ]}
      />
      {popView && (
        <Typography.Paragraph type="secondary" data-testid="news-pop-note">
          {t('news.popNote')}
        </Typography.Paragraph>
      )}
      <Table<News>
        rowKey="id"
        size="middle"
        data-testid="news-table"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={popView ? { pageSize: 10, hideOnSinglePage: true } : paging.pagination(list.data?.total)}
        locale={{ emptyText: <Empty description={view === 'pop' ? t('news.emptyPop') : t('news.empty')} /> }}
      />
      <NewsDrawer
        open={drawer.open}
        editing={drawer.editing}
        defaultPop={view === 'pop'}
        onClose={() => setDrawer({ open: false, editing: null })}
      />
    </>
  );
}
