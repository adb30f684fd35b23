import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useUserInfo } from '../../accounts/api/queries';
import { StepUpField } from '../../security/components/step-up-field';
import { payPasswordError } from '../model/validate';

type Props = {
  visible: boolean;
  onClose: () => void;
  /** Runs with the entered password; a rejection keeps the popup open (the request helper toasts why). */
  onConfirm: (payPassword: string) => Promise<unknown>;
};

/** Asks for the 6-digit pay password before money leaves; offers to set one when the user has none. */
export function PayPasswordPopup({ visible, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!visible) {
      setValue('');
      setTouched(false);
    }
  }, [visible]);
  const error = touched ? payPasswordError(value) : undefined;
  const submit = async () => {
    setTouched(true);
    if (payPasswordError(value) || busy) return;
    setBusy(true);
    try {
      await onConfirm(value);
    } catch {
      setValue('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="wallet-sheet">
      <div className="wallet-sheet-title">{t('wallet.pay.title')}</div>
      <div className="wallet-pay">
        {user && !user.has_pay_password ? (
          <p className="wallet-hint">
            {t('wallet.pay.noPassword')} <Link to="/pages/setting/payPassword">{t('wallet.pay.setNow')}</Link>
          </p>
        ) : null}
        <input
          className="wallet-pay-input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder={t('wallet.pay.placeholder')}
          value={value}
          data-testid="pay-password-input"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        {error && (
          <span className="acc-field-error" role="alert">
            {t(`wallet.error.${error}`)}
          </span>
        )}
        <StepUpField testId="pay-password" />
        <Button
          block
          color="primary"
          size="large"
          loading={busy}
          onClick={() => void submit()}
          data-testid="pay-password-ok"
        >
          {t('wallet.action.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
