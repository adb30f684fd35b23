import type { NewsListItem } from '@app/api';
import { useNavigate } from 'react-router';
import { relativeServerTime } from '../../../lib/time';

/** One news item of a list; it opens the article page. */
export function NewsRow({ item }: { item: NewsListItem }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="news-row"
      data-testid={`news-item-${item.id}`}
      onClick={() => navigate(`/pages/common/article?id=${item.id}`)}
    >
      <div className="news-row-text">
        <div className="news-row-title">{item.title}</div>
        {item.abstract && <div className="news-row-abstract">{item.abstract}</div>}
        <div className="news-row-time">{relativeServerTime(item.create_time)}</div>
      </div>
      {item.thumbnail && <img className="news-row-thumb" src={item.thumbnail} alt="" loading="lazy" />}
    </button>
  );
}
