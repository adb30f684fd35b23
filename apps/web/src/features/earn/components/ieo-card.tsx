import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { IeoProject } from '../api/types';
import { fmtCoin, fmtTime } from '../model/format';
import { ieoPhase } from '../model/ieo';
import { ieoSubscribeHref } from '../model/paths';
import { IeoLogo, IeoPhaseBadge, IeoProgressBar } from './ieo-parts';

/** One IEO project: logo, title, token, price in the pay coin, time status, applications against supply, cycle, end. */
export function IeoCard({ project: p }: { project: IeoProject }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={ieoSubscribeHref(p.id)}
        className="earn-card ieo-card"
        data-testid={`ieo-project-${p.id}`}
        data-phase={ieoPhase(p.time_status)}
      >
        <div className="ieo-card-head">
          <IeoLogo project={p} />
          <div className="ieo-card-title">
            <b>{p.title}</b>
            <small>{p.currency_name}</small>
          </div>
          <IeoPhaseBadge project={p} />
        </div>
        <div className="ieo-price" data-testid={`ieo-price-${p.id}`}>
          {t('ieo.unitPrice', { token: p.currency_name, price: fmtCoin(p.price, p.pay_currency_name) })}
        </div>
        <IeoProgressBar project={p} />
        <div className="earn-card-meta">
          <span>{t('ieo.cycleDays', { n: p.day })}</span>
          <span data-testid={`ieo-end-${p.id}`}>{t('ieo.ends', { time: fmtTime(p.end_at) })}</span>
          <span>{t(`ieo.mode.${p.mode}`)}</span>
        </div>
      </Link>
    </li>
  );
}
