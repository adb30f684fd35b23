import { formatCoin } from '@app/api';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { Pair } from '../api/types';
import type { Summary } from '../model/form';
import { fmtMoney, fmtPrice } from '../model/format';
import { accountOf, transferInHref } from '../model/paths';

/**
 * The entry's figures as the user types (model/form.ts → model/calc.ts, the published formulas): available with a
 * way to transfer in, the estimated entry price, margin, fee and liquidation price. The confirmation shows the
 * server's own estimate of the same.
 */
export function EntryFacts({ pair, summary, loggedIn }: { pair: Pair; summary: Summary; loggedIn: boolean }) {
  const { t } = useTranslation();
  const e = summary.estimate;
  const coin = pair.settle_currency;
  const money = (v: string | undefined) => (v ? `${fmtMoney(v, coin)} ${coin}` : '--');
  const liquidation = !e?.liquidationKnown
    ? '--'
    : e.liquidationPrice
      ? `${fmtPrice(e.liquidationPrice, pair.precision)} ${pair.legal_name}`
      : t('contracts.facts.noLiquidation');
  return (
    <dl className="lever-facts">
      <div>
        <dt>{t('contracts.facts.available')}</dt>
        <dd>
          <span data-testid="lever-available">
            {summary.available === null ? '--' : `${formatCoin(summary.available, coin)} ${coin}`}
          </span>
          {loggedIn && (
            <Link
              className="link-button lever-transfer"
              to={transferInHref(accountOf(pair.area))}
              data-testid="lever-transfer"
            >
              {t('contracts.form.transferIn')}
            </Link>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('contracts.facts.fillPrice')}</dt>
        <dd data-testid="lever-fill">{e ? `${fmtPrice(e.fillPrice, pair.precision)} ${pair.legal_name}` : '--'}</dd>
      </div>
      <div>
        <dt>{t('contracts.facts.margin')}</dt>
        <dd data-testid="lever-margin">{money(e?.margin)}</dd>
      </div>
      <div>
        <dt>{t('contracts.facts.fee')}</dt>
        <dd data-testid="lever-fee">{money(e?.fee)}</dd>
      </div>
      <div>
        <dt>{t('contracts.facts.liquidation')}</dt>
        <dd className="lever-liq" data-testid="lever-liq">
          {liquidation}
        </dd>
      </div>
    </dl>
  );
}
