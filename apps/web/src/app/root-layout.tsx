import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConfirmHost } from '../components/confirm-host';
import { useSiteConfig } from '../features/content/api/get-site-config';
import { firstScreenDrawn } from '../lib/after-first-screen';
import { useSession } from '../stores/session';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

/**
 * Start-up work that needs React: the site config (title, logo) and scroll reset between pages; above every page,
 * the offline line and (once the first screen is drawn) the new-version prompt; below, the open confirmation sheet.
 */
export function RootLayout() {
  const { data } = useSiteConfig();
  const setSiteConfig = useSession((s) => s.setSiteConfig);
  const siteName = useSession((s) => s.siteConfig?.site_name);
  const { pathname } = useLocation();
  // The service worker (and its chunk) registers once the first screen is drawn, not in its way.
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let mounted = true;
    void firstScreenDrawn().then(() => mounted && setDrawn(true));
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    if (data) setSiteConfig(data);
  }, [data, setSiteConfig]);

  useEffect(() => {
    if (siteName) document.title = siteName;
  }, [siteName]);

  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <OfflineBanner />
      <Outlet />
      {drawn && <UpdatePrompt />}
      <ConfirmHost />
    </>
  );
}
