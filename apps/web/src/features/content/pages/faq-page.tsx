import { Collapse, Skeleton } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { HtmlContent } from '../../../components/html-content';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { useFaq } from '../api/get-faq';

/** #/pages/common/faq: questions that open to their answers. */
export default function FaqPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useFaq();
  return (
    <PageShell title={t('content.title.faq')}>
      {isPending && <Skeleton.Paragraph lineCount={8} animated />}
      {isError && <ErrorState onRetry={() => void refetch()} />}
      {data && data.length === 0 && <EmptyState />}
      {data && data.length > 0 && (
        <Collapse accordion className="faq">
          {data.map((item) => (
            <Collapse.Panel key={String(item.id)} title={item.title}>
              <HtmlContent html={item.content} />
            </Collapse.Panel>
          ))}
        </Collapse>
      )}
    </PageShell>
  );
}
