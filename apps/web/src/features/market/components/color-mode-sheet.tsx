import { Popup, Switch } from 'antd-mobile';
import { useTranslation } from '../../../i18n/use-translation';
import { useColorMode } from '../model/color-mode';

/** The market menu's sheet: the price colour switch (red up when on). Loaded apart from the market screen. */
export function ColorModeSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const mode = useColorMode((s) => s.mode);
  const setMode = useColorMode((s) => s.setMode);
  return (
    <Popup visible={open} onMaskClick={() => onOpenChange(false)} bodyClassName="market-menu">
      <div className="market-menu-head">{t('market.menu')}</div>
      <label className="market-menu-row">
        <span>
          <span className="market-menu-title">{t('market.colors')}</span>
          <span className="market-menu-hint">
            <i className="dot up" /> {mode === 'red-up' ? t('market.redUp') : t('market.greenUp')}
          </span>
        </span>
        <Switch
          checked={mode === 'red-up'}
          onChange={(on) => setMode(on ? 'red-up' : 'green-up')}
          data-testid="color-mode-toggle"
        />
      </label>
    </Popup>
  );
}
