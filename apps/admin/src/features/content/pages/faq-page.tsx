import type { TableColumnsType } from 'antd';
import { ContentListPage } from '../../../shared/components/content-list-page';
import { YesNoTag } from '../../../shared/components/published-tag';
import { usePaging } from '../../../shared/hooks/use-paging';
import { useCanEdit } from '../../../shared/session/permissions';
import { type Faq, useDeleteFaq, useFaqList } from '../api/faq';
import { FaqDrawer } from '../components/faq-drawer';

const COLUMNS: TableColumnsType<Faq> = [
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
];

export default function FaqPage() {
  const paging = usePaging();
  const list = useFaqList({ page: paging.page, limit: paging.limit });
  const editable = useCanEdit('faq');
  const remove = useDeleteFaq();

  return (
    <ContentListPage<Faq>
      title="FAQ"
      createTestId="faq-create"
      emptyText="No FAQ entries yet"
      what="this FAQ entry"
      editable={editable}
      paging={paging}
      list={list}
      onDelete={(id) => remove.mutateAsync(id)}
      columns={COLUMNS}
      drawer={(d) => <FaqDrawer {...d} />}
    />
  );
}
