import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../../../shared/components/content-list-page';
import { YesNoTag } from '../../../shared/components/published-tag';
import { usePaging } from '../../../shared/hooks/use-paging';
import { useCanEdit } from '../../../shared/session/permissions';
import { type Faq, useDeleteFaq, useFaqList } from '../api/faq';
import { FaqDrawer } from '../components/faq-drawer';

export default function FaqPage() {
  const paging = usePaging();
  const list = useFaqList({ page: paging.page, limit: paging.limit });
  const editable = useCanEdit('faq');
  const remove = useDeleteFaq();
  const { t } = useTranslation('content');

  const columns: TableColumnsType<Faq> = [
    { title: t('fields.id'), dataIndex: 'id', width: 70 },
    { title: t('faq.questionEn'), key: 'title', render: (_, f) => f.translations.en?.title ?? '—' },
    {
      title: t('fields.languages'),
      key: 'langs',
      width: 220,
      render: (_, f) => Object.keys(f.translations).join(', '),
    },
    { title: t('fields.sort'), dataIndex: 'sort', width: 70 },
    {
      title: t('fields.published'),
      dataIndex: 'published',
      width: 110,
      render: (v: boolean) => <YesNoTag value={v} yes={t('tags.published')} no={t('tags.hidden')} />,
    },
  ];

  return (
    <ContentListPage<Faq>
      title={t('faq.title')}
      createTestId="faq-create"
      emptyText={t('faq.empty')}
      what={t('faq.what')}
      editable={editable}
      paging={paging}
      list={list}
      onDelete={(id) => remove.mutateAsync(id)}
      columns={columns}
      drawer={(d) => <FaqDrawer {...d} />}
    />
  );
}
