import type { ReactNode } from 'react';

/**
 * The form's small controls: a segmented choice (a radio group: direction, entry type, margin mode, leverage) and
 * a number field with −/+ steppers. Every control is at least 44 px both ways and named for screen readers.
 */

export type Choice<T extends string | number> = { value: T; label: ReactNode; testId: string; className?: string };

export function Segmented<T extends string | number>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: readonly Choice<T>[];
  onChange: (v: T) => void;
  className: string;
}) {
  return (
    <div className={`lever-segmented ${className}`} role="radiogroup" aria-label={label}>
      {options.map((o) => {
        const on = o.value === value;
        return (
          <button
            key={String(o.value)}
            type="button"
            role="radio"
            aria-checked={on}
            className={[o.className, on ? 'active' : ''].filter(Boolean).join(' ')}
            data-testid={o.testId}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}

/** A text field with −/+ buttons on each side; `inputMode` brings up the numeric keypad. */
export function StepperField({
  label,
  value,
  onChange,
  onStep,
  downLabel,
  upLabel,
  inputMode,
  placeholder,
  unit,
  testId,
  invalid,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onStep: (delta: 1 | -1) => void;
  downLabel: string;
  upLabel: string;
  inputMode: 'decimal' | 'numeric';
  placeholder?: string;
  unit?: string;
  testId: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div className={invalid ? 'lever-field lever-field-invalid' : 'lever-field'}>
      <button type="button" aria-label={downLabel} onClick={() => onStep(-1)} data-testid={`${testId}-down`}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        aria-label={label}
        inputMode={inputMode}
        autoComplete="off"
        placeholder={placeholder ?? label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid={testId}
      />
      {unit && <span className="lever-field-unit">{unit}</span>}
      <button type="button" aria-label={upLabel} onClick={() => onStep(1)} data-testid={`${testId}-up`}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/** A plain decimal field (take-profit, stop-loss) with its hint under it. */
export function PriceInput({
  label,
  value,
  onChange,
  hint,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  hint?: string | null;
  error?: string | null;
  testId: string;
}) {
  const hintId = `${testId}-hint`;
  return (
    <label className="lever-price-input">
      <span className="lever-price-label">{label}</span>
      <input
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint || error ? hintId : undefined}
        data-testid={testId}
      />
      {(error || hint) && (
        <span id={hintId} className={error ? 'lever-hint lever-hint-error' : 'lever-hint'} data-testid={hintId}>
          {error ?? hint}
        </span>
      )}
    </label>
  );
}
