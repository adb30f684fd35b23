import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConfirmHost } from '../components/confirm-host';
import { useSiteConfig } from '../features/content/api/get-site-config';
import { useSession } from '../stores/session';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

/**
 * Start-up work that needs React: the site config (title, logo) and scroll reset between pages; above every page,
 * the offline line and the new-version prompt; below, the open confirmation sheet.
 */
export function RootLayout() {
  const { data } = useSiteConfig();
  const setSiteConfig = useSession((s) => s.setSiteConfig);
  const siteName = useSession((s) => s.siteConfig?.site_name);
  const { pathname } = useLocation();

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
      <UpdatePrompt />
      <ConfirmHost />
    </>
  );
}
