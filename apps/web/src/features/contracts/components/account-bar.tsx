import { changeDirection, formatCoin } from '@app/api';
import { isPositive, lte, mul } from '@app/money';
import { useTranslation } from '../../../i18n/use-translation';
import type { DealAll, Pair } from '../api/types';
import { fmtMoney, fmtPnl, fmtRate } from '../model/format';

/**
 * The account's figures over its open positions (`/lever/dealall`, then `lever_trade` each second): free balance,
 * margin in use, unrealised P/L and the cross risk rate against the liquidation threshold.
 */
export function AccountBar({ figures, pair }: { figures: DealAll | undefined; pair: Pair }) {
  const { t } = useTranslation();
  const coin = pair.settle_currency;
  const rate = figures?.hazard_rate ?? '';
  const threshold = pair.liquidation_threshold;
  // Within one and a half times the threshold: shown as a warning.
  const danger = rate !== '' && isPositive(threshold) && lte(rate, mul(threshold, '1.5'));
  const pnl = figures?.profits_total ?? '';
  return (
    <section className="lever-account" aria-label={t('contracts.account.title')} data-testid="lever-account">
      <dl>
        <div>
          <dt>{t('contracts.account.balance')}</dt>
          <dd data-testid="lever-balance">{figures ? formatCoin(figures.balance, coin) : '--'}</dd>
        </div>
        <div>
          <dt>{t('contracts.account.margin')}</dt>
          <dd data-testid="lever-margin-total">{figures ? fmtMoney(figures.caution_money_total, coin) : '--'}</dd>
        </div>
        <div>
          <dt>{t('contracts.account.pnl')}</dt>
          <dd className={pnl ? changeDirection(pnl) : undefined} data-testid="lever-pnl-total">
            {pnl ? fmtPnl(pnl, coin) : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('contracts.account.risk')}</dt>
          <dd className={danger ? 'down' : undefined} data-testid="lever-risk" data-rate={rate}>
            {fmtRate(rate)}
          </dd>
        </div>
      </dl>
      <p className="lever-hint">{t('contracts.account.riskHint', { n: threshold })}</p>
    </section>
  );
}
