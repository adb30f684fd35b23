import { formatDateTime } from '@app/api';
import { Button } from 'antd-mobile';
import { confirmAction } from '../../../components/confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { useSetLimits } from '../api/actions';
import { COOL_OFFS, type CoolOff as CoolOffChoice, type Limits } from '../api/types';
import { serverTimeText } from '../model/time';

/** How long each break lasts, to tell the user when it would end before they confirm. */
const PERIOD_MS: Record<CoolOffChoice, number> = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };

/**
 * A break from seconds options (self exclusion): 24 hours, 7 days or 30 days, after a confirmation that says it
 * cannot be shortened. A running break is shown with its end; the server refuses a shorter one (its message).
 */
export function CoolOff({ limits }: { limits: Limits }) {
  const { t } = useTranslation();
  const set = useSetLimits();
  const choose = async (choice: CoolOffChoice) => {
    const period = t(`options.limits.period.${choice}`);
    const until = formatDateTime(Date.now() + PERIOD_MS[choice]);
    const ok = await confirmAction(<p data-testid="sec-cool-ask">{t('options.limits.ask', { period, until })}</p>, {
      title: t('options.limits.askTitle'),
      danger: true,
    });
    if (!ok) return;
    set.mutate(
      { cool_off: choice },
      { onSuccess: (next) => showToast(t('options.limits.coolSaved', { until: serverTimeText(next.cool_off_until) })) },
    );
  };
  return (
    <section className="sec-section" aria-labelledby="sec-cool-title" data-testid="sec-cool-off-section">
      <h2 id="sec-cool-title">{t('options.limits.coolOff')}</h2>
      {limits.cool_off_until && (
        <p className="sec-notice" data-testid="sec-cool-until">
          {t('options.limits.until', { until: serverTimeText(limits.cool_off_until) })}
        </p>
      )}
      <p className="sec-hint">{t('options.limits.coolOffHint')}</p>
      <div className="sec-cool-choices">
        {COOL_OFFS.map((c) => (
          <Button
            key={c}
            fill="outline"
            loading={set.isPending && set.variables?.cool_off === c}
            onClick={() => void choose(c)}
            data-testid={`sec-cool-${c}`}
          >
            {t(`options.limits.period.${c}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
