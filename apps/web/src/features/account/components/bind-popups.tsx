import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button';
import { showToast } from '../../../lib/feedback';
import { PickerPopup } from '../../settings/picker-popup';
import { bindEmail, bindMobile, sendEmailCode, sendSmsCode } from '../api/auth-api';
import type { AccountUser } from '../api/types';
import { type Errors, hasErrors, isMobileFor, validateBindEmail, validateBindPhone } from '../forms/validate';
import { useAreaPick } from '../lib/area-store';
import { AreaCodeSelect } from './area-code-select';
import { PasswordField } from './password-field';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';

type Props = { visible: boolean; user: AccountUser; onClose: () => void; onDone: () => void };

/** Bind or change the phone: code (scene bind) to the new number; the pay password when replacing a bound one. */
export function BindPhonePopup({ visible, user, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [areaCode, setAreaCode] = useState(useAreaPick.getState().areaCode);
  const [v, setV] = useState({ mobile: '', code: '', payPassword: '' });
  const [errors, setErrors] = useState<Errors<'mobile' | 'code' | 'payPassword'>>({});
  const needPay = Boolean(user.mobile) && user.has_pay_password;
  useEffect(() => {
    if (visible) {
      setV({ mobile: '', code: '', payPassword: '' });
      setErrors({});
    }
  }, [visible]);
  const set = (key: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [key]: value }));

  const submit = async () => {
    const found = validateBindPhone({ ...v, areaCode }, needPay);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const message = await bindMobile({
        area_code: areaCode,
        mobile: v.mobile,
        code: v.code,
        ...(needPay ? { pay_password: v.payPassword } : {}),
      });
      showToast(message || t('account.msg.saved'));
      onDone();
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <PickerPopup visible={visible} title={t('account.title.bindPhone')} onClose={onClose} testId="phone-popup">
      <div className="acc-form">
        <TextField
          label={t('account.field.mobile')}
          value={v.mobile}
          onChange={set('mobile')}
          error={errors.mobile}
          testId="phone-number"
          inputMode="tel"
          prefix={<AreaCodeSelect value={areaCode} onChange={setAreaCode} testId="phone-area" />}
        />
        <TextField
          label={t('account.field.code')}
          value={v.code}
          onChange={set('code')}
          error={errors.code}
          testId="phone-code"
          inputMode="numeric"
          maxLength={6}
          suffix={
            <SendCodeButton
              testId="phone-send-code"
              beforeSend={() => {
                const ok = isMobileFor(areaCode, v.mobile);
                setErrors((e) => ({ ...e, mobile: ok ? undefined : 'mobile' }));
                return ok;
              }}
              send={() => sendSmsCode(areaCode, v.mobile, 'bind')}
            />
          }
        />
        {needPay && (
          <PasswordField
            label={t('account.field.payPassword')}
            value={v.payPassword}
            onChange={set('payPassword')}
            error={errors.payPassword}
            testId="phone-pay-password"
          />
        )}
        <SubmitButton onSubmit={submit} data-testid="phone-submit" className="acc-submit">
          {t('account.action.submit')}
        </SubmitButton>
      </div>
    </PickerPopup>
  );
}

/** Bind or change the email: code (scene bind) to the new address; the pay password when replacing one. */
export function BindEmailPopup({ visible, user, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [v, setV] = useState({ email: '', code: '', payPassword: '' });
  const [errors, setErrors] = useState<Errors<'email' | 'code' | 'payPassword'>>({});
  const needPay = Boolean(user.email) && user.has_pay_password;
  useEffect(() => {
    if (visible) {
      setV({ email: '', code: '', payPassword: '' });
      setErrors({});
    }
  }, [visible]);
  const set = (key: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [key]: value }));

  const submit = async () => {
    const found = validateBindEmail({ ...v, email: v.email.trim() }, needPay);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const message = await bindEmail({
        email: v.email.trim(),
        code: v.code,
        ...(needPay ? { pay_password: v.payPassword } : {}),
      });
      showToast(message || t('account.msg.saved'));
      onDone();
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <PickerPopup visible={visible} title={t('account.title.bindEmail')} onClose={onClose} testId="email-popup">
      <div className="acc-form">
        <TextField
          label={t('account.field.email')}
          value={v.email}
          onChange={set('email')}
          error={errors.email}
          testId="email-address"
          inputMode="email"
        />
        <TextField
          label={t('account.field.code')}
          value={v.code}
          onChange={set('code')}
          error={errors.code}
          testId="email-code"
          inputMode="numeric"
          maxLength={6}
          suffix={
            <SendCodeButton
              testId="email-send-code"
              beforeSend={() => {
                const ok = validateBindEmail({ ...v, email: v.email.trim() }, false).email === undefined;
                setErrors((e) => ({ ...e, email: ok ? undefined : 'email' }));
                return ok;
              }}
              send={() => sendEmailCode(v.email.trim(), 'bind')}
            />
          }
        />
        {needPay && (
          <PasswordField
            label={t('account.field.payPassword')}
            value={v.payPassword}
            onChange={set('payPassword')}
            error={errors.payPassword}
            testId="email-pay-password"
          />
        )}
        <SubmitButton onSubmit={submit} data-testid="email-submit" className="acc-submit">
          {t('account.action.submit')}
        </SubmitButton>
      </div>
    </PickerPopup>
  );
}
