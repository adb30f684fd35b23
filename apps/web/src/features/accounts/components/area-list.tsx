import { List, SearchBar, Skeleton } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useAreas } from '../api/queries';
import { filterAreas } from '../lib/area-store';

/** Country calling codes from GET /area with a search box; 86 comes first from the server. */
export function AreaList({ selected, onPick }: { selected: string; onPick: (code: string) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { data, isPending, isError, refetch } = useAreas();
  const rows = data ? filterAreas(data, query) : [];
  return (
    <div className="acc-area">
      <SearchBar
        className="acc-area-search"
        placeholder={t('accounts.field.search')}
        value={query}
        onChange={setQuery}
      />
      {isPending && <Skeleton.Paragraph lineCount={6} animated />}
      {isError && <ErrorState onRetry={() => void refetch()} />}
      {data && rows.length === 0 && <EmptyState />}
      <List>
        {rows.map((a) => (
          <List.Item
            key={a.id}
            data-testid={`area-${a.area_code}`}
            onClick={() => onPick(a.area_code)}
            extra={a.area_code === selected ? <CheckOutline color="var(--color-gold)" /> : `+${a.area_code}`}
            arrow={false}
          >
            {a.name}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
