import { Skeleton } from 'antd-mobile';
import { ErrorState } from '../../../components/error-state';
import { HtmlContent } from '../../../components/html-content';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { relativeServerTime } from '../../../lib/time';
import { useNewsDetail } from '../api/get-news-detail';

export function ArticleDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch } = useNewsDetail(id);
  return (
    <PageShell title={t('content.title.news')}>
      <article className="article">
        {isPending && (
          <>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={6} animated />
          </>
        )}
        {isError && <ErrorState message={error.message} onRetry={() => void refetch()} />}
        {data && (
          <>
            <h1 className="article-title" data-testid="article-title">
              {data.title}
            </h1>
            <div className="article-meta">{relativeServerTime(data.create_time)}</div>
            {data.thumbnail && <img className="article-cover" src={data.thumbnail} alt="" />}
            <HtmlContent html={data.content} />
          </>
        )}
      </article>
    </PageShell>
  );
}
