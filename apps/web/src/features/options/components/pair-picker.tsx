import { DownFill } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { firstScreenDrawn } from '../../../lib/after-first-screen';
import type { PairSheetProps } from './pair-sheet';

const loadSheet = () => import('./pair-sheet');
/** The sheet (antd-mobile's Popup and SearchBar) is not part of the screen's first paint. */
const PairSheet = lazy(() => loadSheet().then((m) => ({ default: m.PairSheet })));

/** The pair switcher: the current symbol; a sheet lists the spot pairs with search, price and change. */
export function PairPicker(props: Omit<PairSheetProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    void firstScreenDrawn().then(loadSheet);
  }, []);
  return (
    <>
      <button
        type="button"
        className="sec-pair-switch"
        aria-haspopup="dialog"
        aria-label={`${t('options.pickPair')}: ${props.current.symbol}`}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="sec-pair-switch"
      >
        <b>{props.current.symbol}</b>
        <DownFill className="sec-pair-arrow" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <PairSheet {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
