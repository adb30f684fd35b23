import { DownFill } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { firstScreenDrawn } from '../../../lib/after-first-screen';
import type { PairSheetProps } from './pair-sheet';
import { ZeroFeeBadge } from './zero-fee-badge';

const loadSheet = () => import('./pair-sheet');
/** The sheet (antd-mobile's Popup, Mask and SearchBar, about ten files) is not part of the trade screen's first paint. */
const PairSheet = lazy(() => loadSheet().then((m) => ({ default: m.PairSheet })));

/**
 * The pair switcher: the current symbol, and a sheet listing /coin/pairs with search. `quotes` are the live quotes
 * by symbol (the market list's, moved by `daymarket`): each row shows their price and 24 h change. The sheet's
 * code loads once the first screen is drawn, or on the first tap if that comes sooner.
 */
export function PairPicker({ pairs, current, quotes, onPick }: Omit<PairSheetProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    void firstScreenDrawn().then(loadSheet);
  }, []);
  return (
    <>
      <button
        type="button"
        className="pair-switch"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="trade-pair-switch"
      >
        <b>{current?.symbol ?? '—'}</b>
        <DownFill className="pair-switch-arrow" />
        {current?.zero_fee && <ZeroFeeBadge />}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <PairSheet
            open={open}
            onClose={() => setOpen(false)}
            pairs={pairs}
            current={current}
            quotes={quotes}
            onPick={onPick}
          />
        </Suspense>
      )}
    </>
  );
}
