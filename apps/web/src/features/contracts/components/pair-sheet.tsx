import { changeDirection, formatPercent } from '@app/api';
import { Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n/use-translation';
import type { Pair } from '../api/types';
import { fmtPrice, symbolTestId } from '../model/format';

export type LiveQuotes = ReadonlyMap<string, { now_price: string; change: string }>;

export type PairSheetProps = {
  open: boolean;
  onClose: () => void;
  pairs: readonly Pair[];
  current: Pair;
  quotes: LiveQuotes;
  onPick: (p: Pair) => void;
};

/** The pairs of this screen with search, live price and 24 h change (loaded when the picker is first opened). */
export function PairSheet({ open, onClose, pairs, current, quotes, onPick }: PairSheetProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => {
    const k = keyword.trim().toUpperCase();
    return k ? pairs.filter((p) => p.symbol.toUpperCase().includes(k)) : pairs;
  }, [pairs, keyword]);
  return (
    <Popup visible={open} position="left" onMaskClick={onClose} onClose={onClose} bodyClassName="lever-pair-sheet">
      <h3 className="lever-sheet-title">{t('contracts.pairs')}</h3>
      <SearchBar placeholder={t('contracts.searchPair')} value={keyword} onChange={setKeyword} />
      {shown.length === 0 && <EmptyState title={t('contracts.noPairs')} />}
      <ul className="lever-pair-list">
        {shown.map((p) => {
          const q = quotes.get(p.symbol);
          const change = q?.change ?? p.change;
          const max = p.multiples[p.multiples.length - 1];
          return (
            <li key={p.id}>
              <button
                type="button"
                className={p.id === current.id ? 'lever-pair-option active' : 'lever-pair-option'}
                data-testid={`lever-pair-option-${symbolTestId(p.symbol)}`}
                onClick={() => {
                  onClose();
                  setKeyword('');
                  onPick(p);
                }}
              >
                <span className="lever-pair-name">
                  <b>{p.currency_name}</b>
                  <small>/{p.legal_name}</small>
                  {max !== undefined && <span className="lever-tag">{`${max}×`}</span>}
                </span>
                <span className="lever-pair-price">{fmtPrice(q?.now_price ?? p.last_price, p.precision)}</span>
                <span className={`lever-pair-change ${change ? changeDirection(change) : 'flat'}`}>
                  {change ? formatPercent(change) : '--'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Popup>
  );
}
