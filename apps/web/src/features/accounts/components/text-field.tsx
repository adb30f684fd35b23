import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ErrorKey } from '../forms/validate';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ErrorKey;
  testId?: string;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  readOnly?: boolean;
};

/** A labelled native input with its error under it (native, so the browser journeys can fill it). */
export function TextField({ label, value, onChange, error, testId, prefix, suffix, type = 'text', ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'acc-field acc-field-invalid' : 'acc-field'}>
      <label className="acc-field-label">
        <span>{label}</span>
        <span className="acc-field-row">
          {prefix}
          <input
            className="acc-input"
            type={type}
            value={value}
            data-testid={testId}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange(e.target.value)}
            {...rest}
          />
          {suffix}
        </span>
      </label>
      {error && (
        <span className="acc-field-error" role="alert">
          {t(`accounts.error.${error}`)}
        </span>
      )}
    </div>
  );
}
