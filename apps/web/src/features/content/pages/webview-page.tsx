import { LinkOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';

/** Only http(s) addresses may be framed: no javascript:, data: or other schemes. */
export function safeWebUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** #/pages/common/webView?url=…&title=…: an outside page in a frame under the default navigation bar. */
export default function WebViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = safeWebUrl(params.get('url'));
  const title = params.get('title') ?? '';
  return (
    <PageShell
      title={title}
      className="webview"
      right={
        url ? (
          // Many sites refuse to be framed; the same address can always be opened outside the app.
          <a
            className="nav-action"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('common.openInBrowser')}
          >
            <LinkOutline />
          </a>
        ) : null
      }
    >
      {url ? (
        <iframe
          className="webview-frame"
          src={url}
          title={title || url}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <ErrorState message={t('common.invalidUrl')} />
      )}
    </PageShell>
  );
}
