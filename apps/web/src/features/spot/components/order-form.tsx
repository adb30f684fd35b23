import { formatCoin } from '@app/api';
import { Button } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import type { Dispatch } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Pair } from '../api/types';
import { type FormAction, type FormState, inputDecimals, isMarketBuyByTotal, type Summary } from '../model/form';
import { fmtCost, fmtSmall } from '../model/format';

export const SLIDER_STEPS = [25, 50, 75, 100] as const;

type Props = {
  pair: Pair;
  state: FormState;
  dispatch: Dispatch<FormAction>;
  summary: Summary;
  loggedIn: boolean;
  busy: boolean;
  onPercent: (percent: number) => void;
  onSubmit: () => void;
};

function Toggle<T extends string>({
  value,
  options,
  onChange,
  className,
}: {
  value: T;
  options: Array<{ key: T; label: string; testId: string }>;
  onChange: (v: T) => void;
  className: string;
}) {
  return (
    <div className={className} role="tablist">
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          role="tab"
          aria-selected={o.key === value}
          className={o.key === value ? `${o.key} active` : o.key}
          data-testid={o.testId}
          onClick={() => onChange(o.key)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** The buy/sell form. Every number it shows comes from the pure summary (model/form.ts). */
export function OrderForm({ pair, state, dispatch, summary, loggedIn, busy, onPercent, onSubmit }: Props) {
  const { t } = useTranslation();
  const decimals = inputDecimals(pair);
  const buy = state.side === 'buy';
  const byTotal = isMarketBuyByTotal(state);
  const market = state.orderType === 'market';
  const approx = summary.estimated ? `${t('spot.estimated')} ` : '';
  return (
    <section className={`order-form side-${state.side}`}>
      <Toggle
        className="side-toggle"
        value={state.side}
        onChange={(side) => dispatch({ type: 'side', side })}
        options={[
          { key: 'buy', label: t('spot.buy'), testId: 'trade-side-buy' },
          { key: 'sell', label: t('spot.sell'), testId: 'trade-side-sell' },
        ]}
      />
      <Toggle
        className="type-toggle"
        value={state.orderType}
        onChange={(orderType) => dispatch({ type: 'orderType', orderType })}
        options={[
          { key: 'limit', label: t('spot.limit'), testId: 'trade-type-limit' },
          { key: 'market', label: t('spot.market'), testId: 'trade-type-market' },
        ]}
      />
      {market ? (
        <div className="field field-disabled">{t('spot.marketPrice')}</div>
      ) : (
        <div className="field field-stepper">
          <button
            type="button"
            aria-label={t('spot.priceDown')}
            onClick={() => dispatch({ type: 'stepPrice', tick: pair.tick_size, ticks: -1 })}
          >
            <MinusOutline />
          </button>
          <input
            inputMode="decimal"
            placeholder={`${t('spot.price')} (${pair.legal_name})`}
            value={state.price}
            onChange={(e) => dispatch({ type: 'price', value: e.target.value, decimals: decimals.price })}
            data-testid="trade-price"
          />
          <button
            type="button"
            aria-label={t('spot.priceUp')}
            onClick={() => dispatch({ type: 'stepPrice', tick: pair.tick_size, ticks: 1 })}
          >
            <AddOutline />
          </button>
        </div>
      )}
      {market && buy && (
        <Toggle
          className="mode-toggle"
          value={state.byTotal ? 'total' : 'amount'}
          onChange={(m) => dispatch({ type: 'byTotal', on: m === 'total' })}
          options={[
            { key: 'amount', label: t('spot.byAmount'), testId: 'trade-mode-amount' },
            { key: 'total', label: t('spot.byTotal'), testId: 'trade-mode-total' },
          ]}
        />
      )}
      {byTotal ? (
        <div className="field">
          <input
            inputMode="decimal"
            placeholder={`${t('spot.total')} (${pair.legal_name})`}
            value={state.total}
            onChange={(e) => dispatch({ type: 'total', value: e.target.value, decimals: decimals.total })}
            data-testid="trade-total"
          />
          <span className="field-unit">{pair.legal_name}</span>
        </div>
      ) : (
        <div className="field">
          <input
            inputMode="decimal"
            placeholder={`${t('spot.amount')} (${pair.currency_name})`}
            value={state.amount}
            onChange={(e) => dispatch({ type: 'amount', value: e.target.value, decimals: decimals.amount })}
            data-testid="trade-amount"
          />
          <span className="field-unit">{pair.currency_name}</span>
        </div>
      )}
      <div className="percent-steps">
        {SLIDER_STEPS.map((p) => (
          <button
            key={p}
            type="button"
            className={state.percent === p ? 'active' : undefined}
            data-testid={`trade-slider-${p}`}
            onClick={() => onPercent(p)}
          >
            {p}%
          </button>
        ))}
      </div>
      <dl className="form-facts">
        <div>
          <dt>{t('spot.available')}</dt>
          <dd data-testid="trade-available">
            {summary.available === null ? '--' : formatCoin(summary.available, summary.availableCurrency)}{' '}
            {summary.availableCurrency}
          </dd>
        </div>
        {!byTotal && (
          <div>
            <dt>{t('spot.total')}</dt>
            <dd data-testid="trade-total">
              {summary.total ? `${approx}${fmtCost(summary.total, pair)}` : '--'} {pair.legal_name}
            </dd>
          </div>
        )}
        {byTotal && (
          <div>
            <dt>{t('spot.amount')}</dt>
            <dd data-testid="trade-est-amount">
              {summary.amount ? `${approx}${fmtSmall(summary.amount)}` : '--'} {pair.currency_name}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('spot.fee')}</dt>
          <dd data-testid="trade-fee" className={summary.zeroFee ? 'fee-zero' : undefined}>
            {summary.fee ? fmtSmall(summary.fee) : summary.zeroFee ? '0' : '--'} {summary.feeCurrency}
          </dd>
        </div>
      </dl>
      <Button
        block
        className={buy ? 'submit-buy' : 'submit-sell'}
        loading={busy}
        onClick={onSubmit}
        data-testid="trade-submit"
      >
        {loggedIn ? t(buy ? 'spot.buyBase' : 'spot.sellBase', { coin: pair.currency_name }) : t('spot.loginToTrade')}
      </Button>
    </section>
  );
}
