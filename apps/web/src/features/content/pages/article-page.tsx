import { useSearchParams } from 'react-router';
import { ArticleDetail } from './article-detail';
import { NewsListView } from './news-list-view';

/** #/pages/common/article?id=N shows one article; without an id it is the news list. */
export default function ArticlePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <ArticleDetail id={id} /> : <NewsListView />;
}
