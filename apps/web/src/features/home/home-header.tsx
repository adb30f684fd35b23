import { GlobalOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../stores/session';
import { HomeAccountEntry } from '../accounts/components/home-account-entry';
import type { HomePicker } from './home-pickers';

const HomePickers = lazy(() => import('./home-pickers'));

/** Site logo and name, then the fiat and language buttons (each opens its picker). */
export function HomeHeader() {
  const { t } = useTranslation();
  const site = useSession((s) => s.siteConfig);
  const fiat = useSession((s) => s.fiat.currency_code);
  const [open, setOpen] = useState<HomePicker>(null);
  // Mounted from the first tap on (so a closing sheet still slides away), never before.
  const [used, setUsed] = useState(false);
  const pick = (which: HomePicker) => {
    setUsed(true);
    setOpen(which);
  };
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
          onClick={() => pick('fiat')}
        >
          {fiat}
        </button>
        <button
          type="button"
          className="icon-button"
          data-testid="lang-button"
          aria-label={t('home.language')}
          onClick={() => pick('lang')}
        >
          <GlobalOutline />
        </button>
        <HomeAccountEntry />
      </div>
      {used && (
        <Suspense fallback={null}>
          <HomePickers open={open} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
