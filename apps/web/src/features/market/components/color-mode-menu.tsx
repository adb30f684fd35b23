import { MoreOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { firstScreenDrawn } from '../../../lib/after-first-screen';

const loadSheet = () => import('./color-mode-sheet');
/** The sheet (antd-mobile's Popup, Mask and Switch, seven files) is not part of the market screen's first paint. */
const ColorModeSheet = lazy(() => loadSheet().then((m) => ({ default: m.ColorModeSheet })));

/**
 * The market header's options menu: a button, and a sheet with the price colour switch. The sheet's code loads
 * once the first screen is drawn, or when the menu is opened if that comes sooner (`open` can come from the URL).
 */
export function ColorModeMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  // Mounted from the first opening on, so closing plays the sheet's animation.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  useEffect(() => {
    void firstScreenDrawn().then(loadSheet);
  }, []);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('market.menu')}
        onClick={() => onOpenChange(true)}
        data-testid="market-menu-button"
      >
        <MoreOutline />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ColorModeSheet open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
