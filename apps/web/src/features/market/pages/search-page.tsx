import { Skeleton } from 'antd-mobile';
import { CloseCircleFill, DeleteOutline, SearchOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { useHot } from '../api/get-hot';
import { cleanKeyword, KEYWORD_MAX, useMarketSearch } from '../api/get-search';
import { detailHref, PairRow } from '../components/quote-bits';
import { symbolId } from '../model/quotes';
import { useRecentStore } from '../model/recent-store';
import '../market.css';

export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function Results({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useMarketSearch(keyword);
  if (isPending) return <Skeleton.Paragraph className="quote-skeleton" lineCount={4} animated />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState title={t('market.noResults')} />;
  return (
    <div className="search-results">
      {data.map((q) => (
        <PairRow key={`${q.id}-${q.symbol}`} quote={q} testId={`search-result-${symbolId(q.symbol)}`} />
      ))}
    </div>
  );
}

function Chips({ symbols, testPrefix }: { symbols: readonly string[]; testPrefix: string }) {
  return (
    <div className="chips">
      {symbols.map((s) => (
        <Link key={s} to={detailHref(s)} className="chip" data-testid={`${testPrefix}-${symbolId(s)}`}>
          {s}
        </Link>
      ))}
    </div>
  );
}

/** Search: keyword search (/market/search), hot search (/market/hot) and this device's recently viewed pairs. */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const keyword = cleanKeyword(useDebounced(input, SEARCH_DEBOUNCE_MS));
  const hot = useHot();
  const recent = useRecentStore((s) => s.symbols);
  const clearRecent = useRecentStore((s) => s.clear);

  return (
    <PageShell title={t('market.search')} className="market-page search-page">
      <form
        className="search-box"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          // Enter on an exact symbol opens it; otherwise the list below already shows the matches.
          const exact = cleanKeyword(input).toUpperCase();
          if (exact.includes('/')) navigate(detailHref(exact));
        }}
      >
        <SearchOutline className="search-icon" />
        <input
          type="search"
          value={input}
          maxLength={KEYWORD_MAX}
          placeholder={t('market.searchPlaceholder')}
          onChange={(e) => setInput(e.target.value)}
          data-testid="search-input"
          autoFocus
          enterKeyHint="search"
        />
        {input && (
          <button
            type="button"
            className="icon-button search-clear"
            aria-label={t('market.clear')}
            onClick={() => setInput('')}
          >
            <CloseCircleFill />
          </button>
        )}
      </form>
      {keyword ? (
        <Results keyword={keyword} />
      ) : (
        <div className="search-home">
          {recent.length > 0 && (
            <section className="search-section" data-testid="recent-section">
              <div className="section-head">
                <h2>{t('market.recent')}</h2>
                <button type="button" className="link-button" onClick={clearRecent} data-testid="recent-clear">
                  <DeleteOutline /> {t('market.clear')}
                </button>
              </div>
              <Chips symbols={recent} testPrefix="recent" />
            </section>
          )}
          <section className="search-section">
            <div className="section-head">
              <h2>{t('market.hotSearch')}</h2>
            </div>
            {hot.isPending && <Skeleton.Paragraph lineCount={2} animated />}
            {hot.isError && <ErrorState onRetry={() => void hot.refetch()} />}
            {hot.data && <Chips symbols={hot.data.map((q) => q.symbol)} testPrefix="hot" />}
          </section>
        </div>
      )}
    </PageShell>
  );
}
