import { useQueryClient } from '@tanstack/react-query';
import { Button, Collapse, Skeleton } from 'antd-mobile';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { PullRefresh } from '../../../components/pull-refresh';
import { useTranslation } from '../../../i18n/use-translation';
import { toClipboard } from '../../../lib/clipboard';
import { showToast } from '../../../lib/feedback';
import { type IndexMethod, transparencyKeys, useLogKey, useSources } from '../api/transparency';
import { InstrumentDetail } from '../components/instrument-detail';
import { secondsOf } from '../model/transparency';
import '../transparency.css';

export const VERIFY_PATH = '/transparency/verify';

/** The published index method in words, then its figures. */
function Method({ method }: { method: IndexMethod }) {
  const { t } = useTranslation();
  const weights = Object.entries(method.weights ?? {});
  return (
    <section className="tp-section" data-testid="tp-method">
      <h3>{t('transparency.method.title')}</h3>
      <p>{t('transparency.method.explain', { age: secondsOf(method.max_age_ms), band: method.band_percent })}</p>
      <dl className="tp-facts">
        <div>
          <dt>{t('transparency.method.maxAge')}</dt>
          <dd>{t('transparency.method.seconds', { value: secondsOf(method.max_age_ms) })}</dd>
        </div>
        <div>
          <dt>{t('transparency.method.band')}</dt>
          <dd>± {method.band_percent} %</dd>
        </div>
        <div>
          <dt>{t('transparency.method.mean')}</dt>
          <dd>{weights.length > 0 ? t('transparency.method.weighted') : t('transparency.method.equal')}</dd>
        </div>
        {weights.length > 0 && (
          <div>
            <dt>{t('transparency.method.weights')}</dt>
            <dd>{weights.map(([name, w]) => `${name} ${w}`).join(', ')}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The key that signs every head, to copy and check heads with elsewhere. */
function SigningKey() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useLogKey();
  return (
    <section className="tp-section" data-testid="tp-key">
      <h3>{t('transparency.key.title')}</h3>
      <p className="tp-muted">{t('transparency.key.explain')}</p>
      {isPending ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <>
          <dl className="tp-facts">
            <div>
              <dt>{t('transparency.key.algorithm')}</dt>
              <dd>{data.algorithm}</dd>
            </div>
            <div>
              <dt>{t('transparency.key.id')}</dt>
              <dd>
                <code data-testid="tp-key-id">{data.key_id}</code>
              </dd>
            </div>
          </dl>
          <code className="tp-long" aria-label={t('transparency.key.publicKey')}>
            {data.public_key}
          </code>
          <Button
            size="small"
            data-testid="tp-key-copy"
            onClick={() => void toClipboard(data.public_key).then(() => showToast(t('transparency.key.copied')))}
          >
            {t('transparency.key.copy')}
          </Button>
        </>
      )}
    </section>
  );
}

/**
 * #/transparency: where prices come from (the deployment's sources per instrument, since when, and every change),
 * how they are combined, the price log's latest signed heads and key, and the way to the receipt verifier.
 */
export default function TransparencyPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useSources();
  return (
    <PageShell title={t('transparency.title')} className="tp-page">
      <PullRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: transparencyKeys.all })}>
        <p className="tp-intro">{t('transparency.intro')}</p>
        <Link className="tp-verify-link" to={VERIFY_PATH} data-testid="tp-open-verifier">
          {t('transparency.openVerifier')}
        </Link>
        {isPending && <Skeleton.Paragraph lineCount={8} animated />}
        {isError && <ErrorState onRetry={() => void refetch()} />}
        {data && (
          <>
            <Method method={data.method} />
            <section className="tp-section">
              <h3>{t('transparency.instruments.title')}</h3>
              {data.instruments.length === 0 ? (
                <EmptyState title={t('transparency.instruments.none')} />
              ) : (
                <Collapse className="tp-instruments" data-testid="tp-instruments">
                  {data.instruments.map((i) => (
                    <Collapse.Panel
                      key={i.symbol}
                      title={
                        <span className="tp-panel-title" data-testid={`tp-panel-${i.symbol}`}>
                          <b>{i.symbol}</b>
                          {i.simulated && <span className="tp-tag">{t('transparency.sources.simulated')}</span>}
                          <span className="tp-muted">
                            {t('transparency.instruments.sources', { count: i.sources.length })}
                          </span>
                        </span>
                      }
                    >
                      <InstrumentDetail instrument={i} />
                    </Collapse.Panel>
                  ))}
                </Collapse>
              )}
            </section>
          </>
        )}
        <SigningKey />
      </PullRefresh>
    </PageShell>
  );
}
