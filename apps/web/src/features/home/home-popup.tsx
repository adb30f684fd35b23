import type { NewsPop } from '@app/api';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useIndexPop } from '../content/api/get-index-pop';

const DISMISSED_KEY = 'pop_dismissed_id';
const SEEN_KEY = 'pop_seen_id';

/** Shown once per session per pop-up ID, and never again once dismissed (until a new pop-up replaces it). */
export function shouldShowPop(pop: Pick<NewsPop, 'id'> | null | undefined): boolean {
  if (!pop) return false;
  const id = String(pop.id);
  return localStorage.getItem(DISMISSED_KEY) !== id && sessionStorage.getItem(SEEN_KEY) !== id;
}

export function rememberPop(pop: Pick<NewsPop, 'id'>, dismissed: boolean): void {
  sessionStorage.setItem(SEEN_KEY, String(pop.id));
  if (dismissed) localStorage.setItem(DISMISSED_KEY, String(pop.id));
}

/**
 * The pop-up ad of GET /news/index_pop. A floating card above the tab bar rather than a modal: it never blocks
 * the page under it, and closing it is remembered.
 */
export function HomePopup() {
  const { t } = useTranslation();
  const { data } = useIndexPop();
  const navigate = useNavigate();
  // The ID decided to be shown; the text comes from the query, so a language change relabels it.
  const [shownId, setShownId] = useState<number | null>(null);

  useEffect(() => {
    if (data && shouldShowPop(data)) {
      rememberPop(data, false);
      setShownId(data.id);
    }
  }, [data]);

  const pop = data && data.id === shownId ? data : null;
  if (!pop) return null;
  const close = () => {
    rememberPop(pop, true);
    setShownId(null);
  };
  return (
    <aside className="home-pop" data-testid="home-pop" aria-label={t('home.announcement')}>
      {pop.thumbnail && <img className="home-pop-thumb" src={pop.thumbnail} alt="" />}
      <div className="home-pop-text">
        <div className="home-pop-label">{t('home.announcement')}</div>
        <div className="home-pop-title">{pop.title}</div>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            close();
            navigate(`/pages/common/article?id=${pop.id}`);
          }}
        >
          {t('home.viewDetails')}
        </button>
      </div>
      <button type="button" className="icon-button home-pop-close" aria-label={t('common.close')} onClick={close}>
        <CloseOutline />
      </button>
    </aside>
  );
}
