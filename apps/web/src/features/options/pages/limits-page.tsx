import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { PullRefresh } from '../../../components/pull-refresh';
import { useTranslation } from '../../../i18n/use-translation';
import { optionKeys } from '../api/keys';
import { useLimits, useRecord } from '../api/reads';
import { CoolOff } from '../components/cool-off';
import { LossLimit } from '../components/loss-limit';
import { RecordCard } from '../components/record-card';
import '../options.css';

/**
 * `/pages/transaction/seconds_limits` (login): the user's own record (orders, win rate, net per coin) and limits
 * (a daily loss limit, and a break that cannot be shortened).
 */
export default function LimitsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const record = useRecord();
  const limits = useLimits();
  return (
    <PageShell title={t('options.limits.title')} className="sec-page sec-limits-page">
      <PullRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: optionKeys.all })}>
        <section className="sec-section" aria-labelledby="sec-record-title">
          <h2 id="sec-record-title">{t('options.record.title')}</h2>
          {record.isPending ? (
            <Skeleton.Paragraph lineCount={4} animated />
          ) : record.isError && !record.data ? (
            <ErrorState message={record.error.message} onRetry={() => void record.refetch()} />
          ) : (
            record.data && <RecordCard record={record.data} />
          )}
        </section>
        {limits.isPending && <Skeleton.Paragraph lineCount={6} animated />}
        {limits.isError && !limits.data && (
          <ErrorState message={limits.error.message} onRetry={() => void limits.refetch()} />
        )}
        {limits.data && (
          <>
            <LossLimit limits={limits.data} />
            <CoolOff limits={limits.data} />
          </>
        )}
      </PullRefresh>
    </PageShell>
  );
}
