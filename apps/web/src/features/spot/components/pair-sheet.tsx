import { changeDirection, formatPercent } from '@app/api';
import { Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Pair } from '../api/types';
import { fmtPrice, symbolTestId } from '../model/format';
import { ZeroFeeBadge } from './zero-fee-badge';

export type PairSheetProps = {
  open: boolean;
  onClose: () => void;
  pairs: Pair[];
  current?: Pair | undefined;
  quotes: ReadonlyMap<string, { now_price: string; change: string }>;
  onPick: (p: Pair) => void;
};

/** The pair list with search, sliding in from the left (loaded when the picker is first opened). */
export function PairSheet({ open, onClose, pairs, current, quotes, onPick }: PairSheetProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => {
    const k = keyword.trim().toUpperCase();
    return k ? pairs.filter((p) => p.symbol.toUpperCase().includes(k)) : pairs;
  }, [pairs, keyword]);
  return (
    <Popup visible={open} position="left" onMaskClick={onClose} onClose={onClose} bodyClassName="pair-sheet">
      <h3 className="pair-sheet-title">{t('spot.pairs')}</h3>
      <SearchBar placeholder={t('spot.searchPair')} value={keyword} onChange={setKeyword} />
      <ul className="pair-list">
        {shown.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className={p.id === current?.id ? 'pair-option pair-option-active' : 'pair-option'}
              data-testid={`trade-pair-option-${symbolTestId(p.symbol)}`}
              onClick={() => {
                onClose();
                setKeyword('');
                onPick(p);
              }}
            >
              <span className="pair-option-name">
                <b>{p.currency_name}</b>
                <small>/{p.legal_name}</small>
                {p.zero_fee && <ZeroFeeBadge />}
                {p.halted && <span className="halted-badge">{t('spot.halted')}</span>}
              </span>
              <span className="pair-option-price">{fmtPrice(quotes.get(p.symbol)?.now_price ?? p.now_price, p)}</span>
              <PairChange
                change={quotes.get(p.symbol)?.change}
                testId={`trade-pair-change-${symbolTestId(p.symbol)}`}
              />
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}

function PairChange({ change, testId }: { change?: string | undefined; testId: string }) {
  if (!change) return <span className="pair-option-change flat">--</span>;
  return (
    <span className={`pair-option-change ${changeDirection(change)}`} data-testid={testId}>
      {formatPercent(change)}
    </span>
  );
}
