import { formatCoin } from '@app/api';
import { currencyScale } from '@app/money';
import { Button } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { LOGIN_PATH } from '../../../lib/routes';
import type { Coin, Direction, Expiry, Limits } from '../api/types';
import { fmtMoney, fmtRatio } from '../model/format';
import { LIMITS_PATH, TRANSFER_IN_PATH } from '../model/paths';
import { cleanStake, type StakeError, ticketOf } from '../model/ticket';
import { serverTimeText } from '../model/time';
import { expiryLabel } from './expiry-label';
import { BreakEven } from './first-trade-note';

type Props = {
  coin: Coin;
  expiries: readonly Expiry[];
  expiry: Expiry;
  stake: string;
  error: StakeError | null;
  loggedIn: boolean;
  /** No order yet (a visitor, or record.orders = 0): the break-even explanation is shown in full. */
  first: boolean;
  limits: Limits | undefined;
  refusal: string | null;
  busy: Direction | null;
  onExpiry: (seconds: number) => void;
  onStake: (text: string) => void;
  onSubmit: (direction: Direction) => void;
};

/** The order ticket: expiry with its payout, stake (presets and field), the options balance, then up or down. */
export function TicketForm(p: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const c = p.coin.name;
  const coolOff = p.limits?.cool_off_until ?? null;
  const reason = p.error && p.error !== 'stake' ? errorText(t, p.error, p) : null;
  const off = p.error !== null || coolOff !== null;
  return (
    <section className="sec-form" aria-label={t('options.form.title')}>
      <div className="sec-label" id="sec-expiry-label">
        {t('options.form.expiry')}
      </div>
      <div className="sec-expiries" role="radiogroup" aria-labelledby="sec-expiry-label">
        {p.expiries.map((e) => {
          const on = e.seconds === p.expiry.seconds;
          return (
            <button
              key={e.seconds}
              type="button"
              role="radio"
              aria-checked={on}
              className={on ? 'sec-expiry active' : 'sec-expiry'}
              onClick={() => p.onExpiry(e.seconds)}
              data-testid={`sec-expiry-${e.seconds}`}
            >
              <b>{expiryLabel(t, e.seconds)}</b>
              <small>{t('options.form.pays', { ratio: fmtRatio(e.payout_ratio) })}</small>
            </button>
          );
        })}
      </div>
      <BreakEven coin={p.coin} expiry={p.expiry} first={p.first} />
      <label className="sec-stake">
        <span className="sec-label">{t('options.form.stake', { coin: c })}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          value={p.stake}
          onChange={(e) => p.onStake(cleanStake(e.target.value, currencyScale(c)))}
          aria-invalid={p.error !== null && p.stake !== '' ? true : undefined}
          aria-describedby="sec-stake-range"
          data-testid="sec-stake"
        />
      </label>
      <p id="sec-stake-range" className="sec-hint">
        {t('options.form.stakeRange', {
          min: fmtMoney(p.coin.micro_min, c),
          max: fmtMoney(p.coin.micro_max, c),
          coin: c,
          fee: fmtRatio(p.coin.fee_rate),
        })}
      </p>
      <div className="sec-presets" role="group" aria-label={t('options.form.presets')}>
        {p.coin.microNumbers.map(({ number }) => (
          <button
            key={number}
            type="button"
            aria-pressed={p.stake === number}
            className={p.stake === number ? 'active' : undefined}
            onClick={() => p.onStake(number)}
            data-testid={`sec-preset-${number}`}
          >
            {fmtMoney(number, c)}
          </button>
        ))}
      </div>
      {p.loggedIn && (
        <div className="sec-balance">
          <span>{t('options.form.balance')}</span>
          <b data-testid="sec-balance">{`${formatCoin(p.coin.user_wallet.micro_balance, c)} ${c}`}</b>
          <Link className="link-button" to={TRANSFER_IN_PATH} data-testid="sec-transfer">
            {t('options.form.transfer')}
          </Link>
        </div>
      )}
      {p.limits?.daily_loss_limit && (
        <p className="sec-hint" data-testid="sec-today-loss">
          {t('options.form.todayLoss', {
            lost: fmtMoney(p.limits.today_loss),
            limit: fmtMoney(p.limits.daily_loss_limit),
          })}{' '}
          <Link to={LIMITS_PATH}>{t('options.form.limits')}</Link>
        </p>
      )}
      {coolOff && (
        <p className="sec-reason" role="status" data-testid="sec-cool-off">
          {t('options.form.coolOff', { until: serverTimeText(coolOff) })}
        </p>
      )}
      {reason && (
        <p className="sec-reason" role="status" data-testid="sec-reason" data-reason={p.error}>
          {reason}
          {p.error === 'balance' && (
            <Link className="link-button" to={TRANSFER_IN_PATH} data-testid="sec-reason-transfer">
              {t('options.form.transfer')}
            </Link>
          )}
        </p>
      )}
      {p.refusal && (
        <p className="sec-refusal" role="alert" data-testid="sec-refusal">
          {t('options.form.refused', { message: p.refusal })}
        </p>
      )}
      {p.loggedIn ? (
        <div className="sec-buttons">
          {(['up', 'down'] as const).map((d) => (
            <Button
              key={d}
              block
              className={`sec-submit submit-${d}`}
              disabled={off || (p.busy !== null && p.busy !== d)}
              loading={p.busy === d}
              onClick={() => p.onSubmit(d)}
              aria-describedby={`sec-${d}-hint`}
              data-testid={`sec-${d}`}
            >
              <span>{t(`options.form.${d}`)}</span>
              <small id={`sec-${d}-hint`}>{t(`options.form.${d}Hint`)}</small>
            </Button>
          ))}
        </div>
      ) : (
        <Button block className="sec-submit sec-login" onClick={() => navigate(LOGIN_PATH)} data-testid="sec-login">
          {t('options.form.login')}
        </Button>
      )}
    </section>
  );
}

function errorText(t: TFunction, error: Exclude<StakeError, 'stake'>, p: Props): string {
  const c = p.coin.name;
  if (error === 'stakeMin') return t('options.errors.stakeMin', { n: fmtMoney(p.coin.micro_min, c), coin: c });
  if (error === 'stakeMax') return t('options.errors.stakeMax', { n: fmtMoney(p.coin.micro_max, c), coin: c });
  return t('options.errors.balance', { n: fmtMoney(ticketOf(p.stake, p.coin, p.expiry).total, c), coin: c });
}
