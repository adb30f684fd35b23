import type { NavigateFunction } from 'react-router';
import { hasRoute } from '../../lib/routes-registry';

/** Opens a content link: an app route in the app, an http(s) address in the web view, anything else nowhere. */
export function openLink(navigate: NavigateFunction, link: string, title = ''): void {
  const target = link.trim();
  if (/^https?:\/\//i.test(target)) {
    navigate(`/pages/common/webView?${new URLSearchParams({ url: target, title })}`);
    return;
  }
  const route = target.replace(/^#/, '');
  if (route && hasRoute(route)) navigate(route.startsWith('/') ? route : `/${route}`);
}
