import { List, Switch } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { THEME_CHOICES, type ThemeChoice, useTheme } from '../../lib/theme';
import { useColorMode } from '../market/model/color-mode';
import { PickerPopup } from './picker-popup';

const CHOICE_KEY = {
  system: 'accounts.setting.themeSystem',
  light: 'accounts.setting.themeLight',
  dark: 'accounts.setting.themeDark',
} as const satisfies Record<ThemeChoice, string>;

/**
 * The settings page's appearance rows: the theme (System / Light / Dark, in a bottom sheet like the language) and
 * the price colours (red up when on; the same store as the market menu's switch).
 */
export function AppearanceItems() {
  const { t } = useTranslation();
  const choice = useTheme((s) => s.choice);
  const setChoice = useTheme((s) => s.setChoice);
  const mode = useColorMode((s) => s.mode);
  const setMode = useColorMode((s) => s.setMode);
  const [open, setOpen] = useState(false);
  return (
    <>
      <List.Item data-testid="setting-theme" extra={t(CHOICE_KEY[choice])} onClick={() => setOpen(true)}>
        {t('accounts.setting.theme')}
      </List.Item>
      <List.Item
        data-testid="setting-colors"
        description={mode === 'red-up' ? t('accounts.setting.redUp') : t('accounts.setting.greenUp')}
        extra={
          <Switch
            checked={mode === 'red-up'}
            onChange={(on) => setMode(on ? 'red-up' : 'green-up')}
            aria-label={t('accounts.setting.colors')}
            data-testid="setting-colors-switch"
          />
        }
        arrowIcon={false}
      >
        {t('accounts.setting.colors')}
      </List.Item>
      <PickerPopup
        visible={open}
        title={t('accounts.setting.theme')}
        onClose={() => setOpen(false)}
        testId="theme-popup"
      >
        <List className="picker-list">
          {THEME_CHOICES.map((option) => (
            <List.Item
              key={option}
              data-testid={`theme-option-${option}`}
              arrowIcon={false}
              extra={option === choice ? <CheckOutline className="picker-check" /> : null}
              onClick={() => {
                setChoice(option);
                setOpen(false);
              }}
            >
              {t(CHOICE_KEY[option])}
            </List.Item>
          ))}
        </List>
      </PickerPopup>
    </>
  );
}
