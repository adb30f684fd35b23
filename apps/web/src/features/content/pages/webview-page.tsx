import { isWebviewHost } from '@app/api/common';
import { LinkOutline } from 'antd-mobile-icons';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteConfig } from '../api/get-site-config';

/** An http(s) address (no javascript:, data: or other schemes), or null. */
export function safeWebUrl(raw: string | null): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * What the page does with an address: frame it when its host is one the operator configured (site settings; the
 * server's frame-src allows the same hosts), offer it outside the app when it is any other http(s) page, refuse the rest.
 */
export function webviewTarget(
  raw: string | null,
  hosts: readonly string[],
): { frame: string } | { outside: string } | null {
  const url = safeWebUrl(raw);
  if (!url) return null;
  return isWebviewHost(url.hostname, hosts) ? { frame: url.href } : { outside: url.href };
}

/** #/pages/common/webView?url=…&title=…: an operator-approved page in a frame under the default navigation bar. */
export default function WebViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const site = useSiteConfig();
  const title = params.get('title') ?? '';
  const target = site.data ? webviewTarget(params.get('url'), site.data.webview_hosts) : null;
  const href = target ? ('frame' in target ? target.frame : target.outside) : null;
  return (
    <PageShell
      title={title}
      className="webview"
      right={
        href ? (
          // Many sites refuse to be framed; the same address can always be opened outside the app.
          <a
            className="nav-action"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('common.openInBrowser')}
          >
            <LinkOutline />
          </a>
        ) : null
      }
    >
      {site.isPending ? (
        <PageLoading />
      ) : site.isError ? (
        <ErrorState onRetry={() => void site.refetch()} />
      ) : target && 'frame' in target ? (
        <iframe
          className="webview-frame"
          src={target.frame}
          title={title || target.frame}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : target ? (
        <div className="state" data-testid="webview-outside">
          <ErrorState message={t('common.hostNotAllowed', { host: new URL(target.outside).hostname })} />
          <a className="state-link" href={target.outside} target="_blank" rel="noopener noreferrer">
            {t('common.openInBrowser')}
          </a>
        </div>
      ) : (
        <ErrorState message={t('common.invalidUrl')} />
      )}
    </PageShell>
  );
}
