import { changeDirection, formatPercent } from '@app/api';
import { Popup, SearchBar } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pair } from '../api/types';
import { fmtPrice, symbolTestId } from '../model/format';

export function ZeroFeeBadge() {
  const { t } = useTranslation();
  return <span className="zero-fee-badge">{t('spot.zeroFee')}</span>;
}

/**
 * The pair switcher: the current symbol, and a popup list of /coin/pairs with search. `quotes` are the live quotes
 * by symbol (the market list's, moved by `daymarket`): each row shows their price and 24 h change.
 */
export function PairPicker({
  pairs,
  current,
  quotes,
  onPick,
}: {
  pairs: Pair[];
  current?: Pair;
  quotes: ReadonlyMap<string, { now_price: string; change: string }>;
  onPick: (p: Pair) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => {
    const k = keyword.trim().toUpperCase();
    return k ? pairs.filter((p) => p.symbol.toUpperCase().includes(k)) : pairs;
  }, [pairs, keyword]);
  return (
    <>
      <button type="button" className="pair-switch" onClick={() => setOpen(true)} data-testid="trade-pair-switch">
        <b>{current?.symbol ?? '—'}</b>
        <DownFill className="pair-switch-arrow" />
        {current?.zero_fee && <ZeroFeeBadge />}
      </button>
      <Popup
        visible={open}
        position="left"
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="pair-sheet"
      >
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
                  setOpen(false);
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
    </>
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
