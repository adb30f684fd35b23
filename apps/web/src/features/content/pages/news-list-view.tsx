import type { NewsListItem } from '@app/api';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { useTranslation } from '../../../i18n/use-translation';
import { useNewsPages } from '../api/get-news-list';
import { NewsRow } from '../components/news-row';

/** The news list: a skeleton first, pull to refresh, and the next page loads as the end scrolls into view. */
export function NewsListView() {
  const { t } = useTranslation();
  const query = useNewsPages();
  return (
    <PageShell title={t('content.title.news')}>
      <PagedList
        query={query}
        className="news-list"
        testId="news-list"
        render={(item: NewsListItem) => (
          <li key={item.id}>
            <NewsRow item={item} />
          </li>
        )}
      />
    </PageShell>
  );
}
