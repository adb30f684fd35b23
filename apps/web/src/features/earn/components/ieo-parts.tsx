import { useTranslation } from '../../../i18n/use-translation';
import type { IeoProject } from '../api/types';
import { ieoPhase, ieoProgress } from '../model/ieo';

/** The project's time status (spec §4): warm-up, in progress, done. */
export function IeoPhaseBadge({ project: p }: { project: Pick<IeoProject, 'id' | 'time_status'> }) {
  const { t } = useTranslation();
  const phase = ieoPhase(p.time_status);
  return (
    <span className={`ieo-phase ieo-phase-${phase}`} data-testid={`ieo-phase-${p.id}`} data-phase={phase}>
      {t(`ieo.phase.${phase}`)}
    </span>
  );
}

/** The project's logo, or its token's first letter when it has none. */
export function IeoLogo({ project: p }: { project: Pick<IeoProject, 'logo' | 'currency_name'> }) {
  return /^(https?:\/\/|\/)/.test(p.logo) ? (
    <img className="ieo-logo" src={p.logo} alt="" loading="lazy" />
  ) : (
    <span className="ieo-logo ieo-logo-letter" aria-hidden="true">
      {p.currency_name.slice(0, 1)}
    </span>
  );
}

/** Applications against the supply: the bar fills with the share applied for, the text says the share left. */
export function IeoProgressBar({
  project: p,
}: {
  project: Pick<IeoProject, 'id' | 'amount' | 'total_sell' | 'percentage'>;
}) {
  const { t } = useTranslation();
  const g = ieoProgress(p);
  const label = t('ieo.left', { p: g.remaining });
  return (
    <div className="ieo-progress" data-testid={`ieo-progress-${p.id}`}>
      <div
        className="ieo-progress-bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(g.filled)}
      >
        <span style={{ width: `${g.filled}%` }} />
      </div>
      <div className="ieo-progress-text">
        <span data-testid={`ieo-left-${p.id}`}>{label}</span>
        {g.times && <span data-testid={`ieo-times-${p.id}`}>{t('ieo.oversubscribed', { x: g.times })}</span>}
      </div>
    </div>
  );
}
