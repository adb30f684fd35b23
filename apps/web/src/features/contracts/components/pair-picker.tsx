import { DownFill } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { firstScreenDrawn } from '../../../lib/after-first-screen';
import type { PairSheetProps } from './pair-sheet';

const loadSheet = () => import('./pair-sheet');
/** The sheet (antd-mobile's Popup and SearchBar) is not part of the screen's first paint. */
const PairSheet = lazy(() => loadSheet().then((m) => ({ default: m.PairSheet })));

/** The pair switcher: the current symbol and its kind; a sheet lists the screen's pairs with search. */
export function PairPicker({ pairs, current, quotes, onPick }: Omit<PairSheetProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    void firstScreenDrawn().then(loadSheet);
  }, []);
  const max = current.multiples[current.multiples.length - 1];
  return (
    <>
      <button
        type="button"
        className="lever-pair-switch"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="lever-pair-switch"
      >
        <b>{current.symbol}</b>
        <DownFill className="lever-pair-arrow" />
        <span className="lever-tag">
          {current.area === 'stock' ? t('contracts.upTo', { n: max ?? 1 }) : t('contracts.perpetual')}
        </span>
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
