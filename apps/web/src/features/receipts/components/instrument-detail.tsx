import { Skeleton } from 'antd-mobile';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { type InstrumentSources, useLogHead, useSourceHistory } from '../api/transparency';
import { formatLogTime, shortHash } from '../model/transparency';

/** The newest signed head of one instrument's log: what a receipt's proofs are checked against. */
function LatestHead({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useLogHead(symbol);
  if (isPending) return <Skeleton.Paragraph lineCount={3} animated />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (!data) return <p className="tp-muted">{t('transparency.head.none')}</p>;
  return (
    <dl className="tp-facts" data-testid={`tp-head-${symbol}`}>
      <div>
        <dt>{t('transparency.head.size')}</dt>
        <dd data-testid="tp-head-size">{data.size}</dd>
      </div>
      <div>
        <dt>{t('transparency.head.root')}</dt>
        <dd>
          <code title={data.root} data-testid="tp-head-root">
            {shortHash(data.root)}
          </code>
        </dd>
      </div>
      <div>
        <dt>{t('transparency.head.time')}</dt>
        <dd>{formatLogTime(data.ts)}</dd>
      </div>
      <div>
        <dt>{t('transparency.head.keyId')}</dt>
        <dd>
          <code>{data.key_id}</code>
        </dd>
      </div>
    </dl>
  );
}

/** Every set of sources the instrument had, newest first: nobody can swap a source without it showing here. */
function SourceHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useSourceHistory(symbol);
  if (isPending) return <Skeleton.Paragraph lineCount={2} animated />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (data.length === 0) return <p className="tp-muted">{t('transparency.history.none')}</p>;
  return (
    <ol className="tp-history" data-testid={`tp-history-${symbol}`}>
      {data.map((change) => (
        <li key={String(change.effective_at)}>
          <span className="tp-muted">{formatLogTime(change.effective_at)}</span>
          <span>
            {change.sources.map((s) => s.name).join(', ')}
            {' · '}
            {t('transparency.history.band', { band: change.method.band_percent })}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** One instrument opened: its sources, since when, its latest signed head and its source history. */
export function InstrumentDetail({ instrument }: { instrument: InstrumentSources }) {
  const { t } = useTranslation();
  return (
    <div className="tp-instrument" data-testid={`tp-instrument-${instrument.symbol}`}>
      {instrument.simulated && <p className="tp-warn">{t('transparency.sources.simulatedNote')}</p>}
      <h4>{t('transparency.sources.title')}</h4>
      <table className="tp-table">
        <thead>
          <tr>
            <th>{t('transparency.sources.name')}</th>
            <th>{t('transparency.sources.kind')}</th>
            <th>{t('transparency.sources.host')}</th>
          </tr>
        </thead>
        <tbody>
          {instrument.sources.map((s) => (
            <tr key={s.name} data-testid="tp-source">
              <td>{s.name}</td>
              <td>
                <code>{s.kind}</code>
              </td>
              <td className="tp-host">{s.host ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {instrument.effective_at !== null && (
        <p className="tp-muted">{t('transparency.sources.since', { time: formatLogTime(instrument.effective_at) })}</p>
      )}
      <h4>{t('transparency.head.title')}</h4>
      <LatestHead symbol={instrument.symbol} />
      <h4>{t('transparency.history.title')}</h4>
      <SourceHistory symbol={instrument.symbol} />
    </div>
  );
}
