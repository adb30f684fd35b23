import { mul } from '@app/money';
import { Button } from 'antd-mobile';
import type { Dispatch } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { LOGIN_PATH } from '../../../lib/routes';
import type { Pair } from '../api/types';
import type { Blocker, FormAction, FormCheck, FormState, Summary } from '../model/form';
import { fmtPrice } from '../model/format';
import { accountOf, transferInHref } from '../model/paths';
import { type StopError, type StopKind, stopBound } from '../model/prices';
import { Segmented, StepperField } from './controls';
import { EntryFacts } from './entry-facts';
import { StopsFields } from './stops-fields';

type Props = {
  pair: Pair;
  state: FormState;
  dispatch: Dispatch<FormAction>;
  summary: Summary;
  check: FormCheck;
  blocker: Blocker;
  /** The last recorded price ('' while unknown). */
  last: string;
  loggedIn: boolean;
  busy: boolean;
  onSubmit: () => void;
};

/** The entry form: every number it shows comes from the pure summary (model/form.ts). */
export function EntryForm({ pair, state, dispatch, summary, check, blocker, last, loggedIn, busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const long = state.side === 'long';
  const market = state.entryType === 'market';
  const lots = summary.lots ?? 0;
  const stopRefs = { side: state.side, entry: summary.estimate?.fillPrice ?? summary.limit, current: last || null };
  const stopText = (kind: StopKind, error: StopError | null) => {
    if (error === 'price') return { error: t('contracts.stops.price'), hint: null };
    const bound = stopBound(kind, stopRefs);
    const key = `${kind}${long ? 'Long' : 'Short'}` as const;
    const text = bound ? t(`contracts.stops.${key}`, { price: fmtPrice(bound.price, pair.precision) }) : null;
    return error ? { error: text, hint: null } : { error: null, hint: text };
  };
  const reason =
    blocker?.kind === 'error'
      ? t(`contracts.errors.${blocker.error}`, { n: blocker.error === 'lotsMin' ? pair.min_lots : pair.max_lots })
      : null;

  return (
    <section className={`lever-form side-${state.side}`} aria-label={t('contracts.form.title')}>
      <Segmented
        label={t('contracts.form.side')}
        className="lever-sides"
        value={state.side}
        onChange={(side) => dispatch({ type: 'side', side })}
        options={[
          { value: 'long', label: t('contracts.form.long'), testId: 'lever-side-long', className: 'long' },
          { value: 'short', label: t('contracts.form.short'), testId: 'lever-side-short', className: 'short' },
        ]}
      />
      <Segmented
        label={t('contracts.form.type')}
        className="lever-types"
        value={state.entryType}
        onChange={(entryType) => dispatch({ type: 'entryType', entryType })}
        options={[
          { value: 'market', label: t('contracts.form.market'), testId: 'lever-type-market' },
          { value: 'limit', label: t('contracts.form.limit'), testId: 'lever-type-limit' },
        ]}
      />
      {market ? (
        <div className="lever-market-price">{t('contracts.form.marketPrice')}</div>
      ) : (
        <>
          <StepperField
            label={t('contracts.form.price', { coin: pair.legal_name })}
            value={state.price}
            onChange={(value) => dispatch({ type: 'price', value, precision: pair.precision })}
            onStep={(ticks) => dispatch({ type: 'stepPrice', ticks, precision: pair.precision, last })}
            downLabel={t('contracts.form.priceDown')}
            upLabel={t('contracts.form.priceUp')}
            inputMode="decimal"
            testId="lever-price"
            invalid={check.errors.some((e) => e === 'price' || e === 'limitLong' || e === 'limitShort')}
            describedBy="lever-price-hint"
          />
          {last && (
            <p id="lever-price-hint" className="lever-hint">
              {t(long ? 'contracts.form.limitLong' : 'contracts.form.limitShort', {
                price: fmtPrice(last, pair.precision),
              })}
            </p>
          )}
        </>
      )}
      <StepperField
        label={t('contracts.form.lots')}
        value={state.lots}
        onChange={(value) => dispatch({ type: 'lots', value })}
        onStep={(delta) => dispatch({ type: 'stepLots', delta, min: pair.min_lots, max: pair.max_lots })}
        downLabel={t('contracts.form.lotsDown')}
        upLabel={t('contracts.form.lotsUp')}
        inputMode="numeric"
        unit={t('contracts.form.lots')}
        testId="lever-lots"
        invalid={check.errors.some((e) => e === 'lots' || e === 'lotsMin' || e === 'lotsMax')}
        describedBy="lever-lots-hint"
      />
      <div className="lever-presets" role="group" aria-label={t('contracts.form.presets')}>
        {pair.share_presets.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={state.lots === String(n)}
            className={state.lots === String(n) ? 'active' : undefined}
            data-testid={`lever-preset-${n}`}
            onClick={() => dispatch({ type: 'lots', value: String(n) })}
          >
            {n}
          </button>
        ))}
      </div>
      <p id="lever-lots-hint" className="lever-hint">
        {t('contracts.form.lotSize', {
          size: pair.lot_size,
          coin: pair.currency_name,
          quantity: mul(String(lots), pair.lot_size),
        })}
      </p>
      <Segmented
        label={t('contracts.form.leverage')}
        className="lever-multiples"
        value={state.multiple}
        onChange={(multiple) => dispatch({ type: 'multiple', multiple })}
        options={pair.multiples.map((n) => ({ value: n, label: `${n}×`, testId: `lever-multiple-${n}` }))}
      />
      <Segmented
        label={t('contracts.form.marginMode')}
        className="lever-modes"
        value={state.mode}
        onChange={(mode) => dispatch({ type: 'mode', mode })}
        options={[
          { value: 'cross', label: t('contracts.form.cross'), testId: 'lever-mode-cross' },
          { value: 'isolated', label: t('contracts.form.isolated'), testId: 'lever-mode-isolated' },
        ]}
      />
      <p className="lever-hint">
        {t(state.mode === 'cross' ? 'contracts.form.crossHint' : 'contracts.form.isolatedHint')}
      </p>
      <StopsFields
        pair={pair}
        state={state}
        dispatch={dispatch}
        tp={stopText('tp', check.tp)}
        sl={stopText('sl', check.sl)}
      />
      <EntryFacts pair={pair} summary={summary} loggedIn={loggedIn} />
      {reason && (
        <p
          className="lever-reason"
          role="status"
          data-testid="lever-reason"
          data-reason={blocker?.kind === 'error' ? blocker.error : ''}
        >
          {reason}
          {blocker?.kind === 'error' && blocker.error === 'balance' && (
            <Link className="link-button" to={transferInHref(accountOf(pair.area))} data-testid="lever-reason-transfer">
              {t('contracts.form.transferIn')}
            </Link>
          )}
        </p>
      )}
      {blocker?.kind === 'login' ? (
        <Button
          block
          className="lever-submit lever-login"
          onClick={() => navigate(LOGIN_PATH)}
          data-testid="lever-login"
        >
          {t('contracts.form.login')}
        </Button>
      ) : (
        <Button
          block
          className={long ? 'lever-submit submit-long' : 'lever-submit submit-short'}
          disabled={blocker !== null}
          loading={busy}
          onClick={onSubmit}
          data-testid="lever-submit"
        >
          {t(long ? 'contracts.form.openLong' : 'contracts.form.openShort')}
        </Button>
      )}
    </section>
  );
}
