import { useEffect, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { PickerPopup } from '../../settings/picker-popup';
import type { AccountUser, SecurityProof } from '../api/types';
import { type ErrorKey, proofError } from '../forms/validate';
import { ProofField, proofOf, usesPayPassword } from './proof-field';

type Props = {
  visible: boolean;
  user: AccountUser | undefined;
  onClose: () => void;
  onProof: (proof: SecurityProof) => Promise<unknown>;
};

/** Asks for the pay password (or a code) before a destructive change such as deleting an address. */
export function ProofPopup({ visible, user, onClose, onProof }: Props) {
  const { t } = useTranslation();
  const [payPassword, setPayPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<ErrorKey | undefined>();
  useEffect(() => {
    if (visible) {
      setPayPassword('');
      setCode('');
      setError(undefined);
    }
  }, [visible]);
  const submit = async () => {
    const found = proofError(usesPayPassword(user), payPassword, code);
    setError(found);
    if (found) return;
    await onProof(proofOf(user, payPassword, code)).catch(() => undefined);
  };
  return (
    <PickerPopup visible={visible} title={t('accounts.field.payPassword')} onClose={onClose} testId="proof-popup">
      <div className="acc-form">
        <ProofField
          user={user}
          payPassword={payPassword}
          code={code}
          onPayPassword={setPayPassword}
          onCode={setCode}
          error={error}
          testId="proof"
        />
        <SubmitButton onSubmit={submit} data-testid="proof-submit" className="acc-submit">
          {t('common.confirm')}
        </SubmitButton>
      </div>
    </PickerPopup>
  );
}
