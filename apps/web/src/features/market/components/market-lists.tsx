import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { LOGIN_PATH } from '../../../lib/routes';
import { useSession } from '../../../stores/session';
import { useFavourites } from '../api/favourites';
import { useContracts } from '../api/get-contracts';
import { useQuotation } from '../api/get-quotation';
import type { Quote } from '../api/types';
import { nextSort, type Sort, sortQuotes, splitQuotation } from '../model/quotes';
import { SEARCH_PATH } from './quote-bits';
import { QuoteList } from './quote-list';

type QueryView = { data: readonly Quote[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

/** Loading, error and empty states around a sortable list. The sort lives per tab while the page is open. */
function QuoteSection({ query, empty }: { query: QueryView; empty?: React.ReactNode }) {
  const [sort, setSort] = useState<Sort>(null);
  if (query.isPending) return <Skeleton.Paragraph className="quote-skeleton" lineCount={8} animated />;
  // A failed refresh keeps the last list on screen (offline: the kept one).
  if (!query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return empty ?? <EmptyState />;
  return <QuoteList quotes={sortQuotes(query.data, sort)} sort={sort} onSort={(k) => setSort((s) => nextSort(s, k))} />;
}

export function SpotList() {
  const q = useQuotation();
  return <QuoteSection query={{ ...q, data: q.data && splitQuotation(q.data).spot }} />;
}

export function StockList() {
  const q = useQuotation();
  return <QuoteSection query={{ ...q, data: q.data && splitQuotation(q.data).stock }} />;
}

export function FuturesList() {
  return <QuoteSection query={useContracts()} />;
}

/** Favourites need a login; an empty list links to search, where any pair can be opened and starred. */
export function FavouritesList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const q = useFavourites();
  if (!token) {
    return (
      <div className="fav-empty">
        <EmptyState title={t('market.favLogin')} />
        <Button color="primary" onClick={() => navigate(LOGIN_PATH)} data-testid="fav-login">
          {t('market.login')}
        </Button>
      </div>
    );
  }
  return (
    <QuoteSection
      query={q}
      empty={
        <div className="fav-empty">
          <EmptyState title={t('market.favEmpty')} />
          <Button color="primary" fill="outline" onClick={() => navigate(SEARCH_PATH)} data-testid="fav-add">
            {t('market.favAdd')}
          </Button>
        </div>
      }
    />
  );
}
