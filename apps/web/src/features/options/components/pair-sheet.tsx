import { changeDirection, formatPercent, formatPrice } from '@app/api';
import { Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n/use-translation';
import type { Quote } from '../../market/api/types';
import { symbolTestId } from '../model/format';

export type PairSheetProps = {
  open: boolean;
  onClose: () => void;
  pairs: readonly Quote[];
  current: Quote;
  onPick: (q: Quote) => void;
};

/** The pairs seconds options run on (the market's spot quotes, live), with search; loaded when first opened. */
export function PairSheet({ open, onClose, pairs, current, onPick }: PairSheetProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => {
    const k = keyword.trim().toUpperCase();
    return k ? pairs.filter((p) => p.symbol.toUpperCase().includes(k)) : pairs;
  }, [pairs, keyword]);
  return (
    <Popup visible={open} position="left" onMaskClick={onClose} onClose={onClose} bodyClassName="sec-pair-sheet">
      <h3 className="sec-sheet-title">{t('options.pairs')}</h3>
      <SearchBar placeholder={t('options.searchPair')} value={keyword} onChange={setKeyword} />
      {shown.length === 0 && <EmptyState title={t('options.noPairs')} />}
      <ul className="sec-pair-list">
        {shown.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className={p.id === current.id ? 'sec-pair-option active' : 'sec-pair-option'}
              data-testid={`sec-pair-option-${symbolTestId(p.symbol)}`}
              onClick={() => {
                onClose();
                setKeyword('');
                onPick(p);
              }}
            >
              <span className="sec-pair-name">
                <b>{p.currency_name}</b>
                <small>/{p.legal_name}</small>
              </span>
              <span className="sec-pair-price">{formatPrice(p.now_price, p.precision)}</span>
              <span className={`sec-pair-change ${changeDirection(p.change)}`}>{formatPercent(p.change)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
