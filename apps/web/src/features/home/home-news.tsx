import { NoticeBar, Skeleton } from 'antd-mobile';
import { RightOutline, SoundOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { useTranslation } from '../../i18n/use-translation';
import { useLatestNews } from '../content/api/get-news-list';
import { NewsRow } from '../content/components/news-row';

const ARTICLE_LIST = '/pages/common/article';

/** The newest headline as a ticker, for the top of the home page. */
export function HomeTicker() {
  const { data, isPending } = useLatestNews();
  const navigate = useNavigate();
  const first = data?.list[0];
  // The bar's height is held while the headline loads, so the sections under it do not jump down (CLS).
  if (isPending) return <div className="home-ticker home-ticker-placeholder" aria-hidden="true" />;
  if (!first) return null;
  return (
    <NoticeBar
      className="home-ticker"
      icon={<SoundOutline />}
      content={first.title}
      extra={<RightOutline />}
      onClick={() => navigate(`${ARTICLE_LIST}?id=${first.id}`)}
    />
  );
}

/** The latest news of POST /news/list {c_id: 4}, with a link to the full list. */
export function HomeNews() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useLatestNews();
  return (
    <section className="home-section">
      <div className="section-head">
        <h2>{t('home.news')}</h2>
        <Link to={ARTICLE_LIST} className="section-more">
          {t('common.more')}
          <RightOutline />
        </Link>
      </div>
      {isPending && <Skeleton.Paragraph lineCount={4} animated />}
      {isError && <ErrorState onRetry={() => void refetch()} />}
      {data && data.list.length === 0 && <p className="hint">{t('common.empty')}</p>}
      {data?.list.map((item) => (
        <NewsRow key={item.id} item={item} />
      ))}
    </section>
  );
}
