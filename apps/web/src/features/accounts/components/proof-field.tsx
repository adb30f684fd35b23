import { useTranslation } from '../../../i18n/use-translation';
import { StepUpField } from '../../security/components/step-up-field';
import { stepUpField } from '../../security/lib/step-up';
import { sendOwnCode } from '../api/auth-api';
import type { AccountUser, SecurityProof } from '../api/types';
import type { ErrorKey } from '../forms/validate';
import { PasswordField } from './password-field';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';

/** Proof for a change: the pay password when the user has one, else a code sent to their own email or phone. */
export function usesPayPassword(user: AccountUser | undefined): boolean {
  return user?.has_pay_password === true;
}

export function ownChannel(user: AccountUser | undefined): 'email' | 'mobile' | null {
  if (user?.email) return 'email';
  if (user?.mobile) return 'mobile';
  return null;
}

/** The proof, with the two-step code typed in the field below it (when two-step verification is on). */
export function proofOf(user: AccountUser | undefined, payPassword: string, code: string): SecurityProof {
  return { ...(usesPayPassword(user) ? { pay_password: payPassword } : { code }), ...stepUpField() };
}

type Props = {
  user: AccountUser | undefined;
  payPassword: string;
  code: string;
  onPayPassword: (v: string) => void;
  onCode: (v: string) => void;
  error?: ErrorKey;
  testId: string;
};

export function ProofField({ user, payPassword, code, onPayPassword, onCode, error, testId }: Props) {
  const { t } = useTranslation();
  if (usesPayPassword(user)) {
    return (
      <>
        <PasswordField
          label={t('accounts.field.payPassword')}
          value={payPassword}
          onChange={onPayPassword}
          error={error}
          testId={`${testId}-pay-password`}
        />
        <StepUpField testId={testId} />
      </>
    );
  }
  const channel = ownChannel(user);
  return (
    <>
      <TextField
        label={t('accounts.field.code')}
        value={code}
        onChange={onCode}
        error={error}
        testId={`${testId}-code`}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        suffix={channel && <SendCodeButton send={() => sendOwnCode(channel)} testId={`${testId}-send-code`} />}
      />
      <StepUpField testId={testId} />
    </>
  );
}
