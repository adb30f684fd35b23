import type { Dispatch } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Pair } from '../api/types';
import type { FormAction, FormState } from '../model/form';
import { PriceInput } from './controls';

type Text = { error: string | null; hint: string | null };

/** The optional take-profit and stop-loss of a new entry, behind a switch, each with the price it must pass. */
export function StopsFields({
  pair,
  state,
  dispatch,
  tp,
  sl,
}: {
  pair: Pair;
  state: FormState;
  dispatch: Dispatch<FormAction>;
  tp: Text;
  sl: Text;
}) {
  const { t } = useTranslation();
  return (
    <div className="lever-stops">
      <button
        type="button"
        role="switch"
        aria-checked={state.stopsOn}
        className={state.stopsOn ? 'lever-switch on' : 'lever-switch'}
        data-testid="lever-stops"
        onClick={() => dispatch({ type: 'stopsOn', on: !state.stopsOn })}
      >
        <span className="lever-switch-track" aria-hidden="true">
          <span className="lever-switch-thumb" />
        </span>
        <span>{t('contracts.form.stops')}</span>
      </button>
      {state.stopsOn && (
        <div className="lever-stops-fields">
          <PriceInput
            label={t('contracts.form.tp', { coin: pair.legal_name })}
            value={state.tp}
            onChange={(value) => dispatch({ type: 'tp', value, precision: pair.precision })}
            hint={tp.hint}
            error={tp.error}
            testId="lever-tp"
          />
          <PriceInput
            label={t('contracts.form.sl', { coin: pair.legal_name })}
            value={state.sl}
            onChange={(value) => dispatch({ type: 'sl', value, precision: pair.precision })}
            hint={sl.hint}
            error={sl.error}
            testId="lever-sl"
          />
        </div>
      )}
    </div>
  );
}
