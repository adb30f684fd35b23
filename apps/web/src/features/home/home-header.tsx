import { GlobalOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { HomeAccountEntry } from '../accounts/components/home-account-entry';
import { FiatList } from '../settings/fiat-list';
import { LanguageList } from '../settings/language-list';
import { PickerPopup } from '../settings/picker-popup';

/** Site logo and name, then the fiat and language buttons (each opens its picker). */
export function HomeHeader() {
  const { t } = useTranslation();
  const site = useSession((s) => s.siteConfig);
  const fiat = useSession((s) => s.fiat.currency_code);
  const [open, setOpen] = useState<'lang' | 'fiat' | null>(null);
  const [logoFailed, setLogoFailed] = useState(false);
  const close = () => setOpen(null);
  return (
    <header className="home-header">
      <div className="brand">
        {/* The logo is a wordmark; the name is the text fallback when there is no logo or it fails to load. */}
        {site?.site_logo && !logoFailed ? (
          <img className="brand-logo" src={site.site_logo} alt={site.site_name} onError={() => setLogoFailed(true)} />
        ) : (
          <span className="brand-name">{site?.site_name ?? ''}</span>
        )}
      </div>
      <div className="home-header-actions">
        <button
          type="button"
          className="chip-button"
          data-testid="fiat-button"
          aria-label={`${t('home.fiat')}: ${fiat}`}
          onClick={() => setOpen('fiat')}
        >
          {fiat}
        </button>
        <button
          type="button"
          className="icon-button"
          data-testid="lang-button"
          aria-label={t('home.language')}
          onClick={() => setOpen('lang')}
        >
          <GlobalOutline />
        </button>
        <HomeAccountEntry />
      </div>
      <PickerPopup visible={open === 'lang'} title={t('page.language')} onClose={close} testId="lang-popup">
        <LanguageList onPicked={close} />
      </PickerPopup>
      <PickerPopup visible={open === 'fiat'} title={t('page.fiat')} onClose={close} testId="fiat-popup">
        <FiatList onPicked={close} />
      </PickerPopup>
    </header>
  );
}
