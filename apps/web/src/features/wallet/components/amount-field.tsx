import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { WalletErrorKey } from '../model/validate';
import '../../accounts/accounts.css';
import '../wallet.css';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: WalletErrorKey;
  errorParams?: Record<string, string>;
  testId?: string;
  placeholder?: string;
  unit?: string;
  /** Shown as an 'All' button that fills the field. */
  onAll?: () => void;
  readOnly?: boolean;
  hint?: ReactNode;
};

/** A decimal amount input (native, so journeys can fill it) with the coin unit, 'All' and its error. */
export function AmountField({ label, value, onChange, error, errorParams, testId, unit, onAll, hint, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'acc-field acc-field-invalid' : 'acc-field'}>
      <label className="acc-field-label">
        <span>{label}</span>
        <span className="acc-field-row">
          <input
            className="acc-input"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            data-testid={testId}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(e.target.value.replace(',', '.').replace(/[^\d.]/g, ''))}
            {...rest}
          />
          {unit && <span className="wallet-unit">{unit}</span>}
          {onAll && (
            <button
              type="button"
              className="link-button"
              data-testid={testId ? `${testId}-all` : undefined}
              onClick={onAll}
            >
              {t('wallet.action.all')}
            </button>
          )}
        </span>
      </label>
      {hint && <span className="wallet-hint">{hint}</span>}
      {error && (
        <span className="acc-field-error" role="alert">
          {t(`wallet.error.${error}`, errorParams)}
        </span>
      )}
    </div>
  );
}
