import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ErrorKey } from '../forms/validate';
import { TextField } from './text-field';

type Props = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ErrorKey;
  testId?: string;
  autoComplete?: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle. */
export function PasswordField({ autoComplete = 'current-password', ...props }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      suffix={
        <button
          type="button"
          className="icon-button acc-eye"
          aria-label={t(shown ? 'accounts.action.hidePassword' : 'accounts.action.showPassword')}
          data-testid={props.testId ? `${props.testId}-toggle` : undefined}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      }
    />
  );
}
