import { useEffect, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { PickerPopup } from '../../settings/picker-popup';
import { bindEmail, bindMobile, sendEmailCode, sendSmsCode } from '../api/auth-api';
import type { AccountUser } from '../api/types';
import {
  type BindProof,
  type ErrorKey,
  type Errors,
  hasErrors,
  isMobileFor,
  validateBindEmail,
  validateBindPhone,
} from '../forms/validate';
import { useAreaPick } from '../lib/area-store';
import { AreaCodeSelect } from './area-code-select';
import { CodeField, OwnCodeField } from './code-field';
import type { CodeChannel } from './dev-outbox-hint';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

type Props = { visible: boolean; user: AccountUser; onClose: () => void; onDone: () => void };
type Field = 'code' | 'payPassword' | 'securityCode';
const EMPTY = { code: '', payPassword: '', securityCode: '' };

/** Replacing a bound phone/email: the pay password if set, else a security code to the user's own channel. */
function proofFor(bound: boolean, user: AccountUser): BindProof {
  if (!bound) return 'none';
  return user.has_pay_password ? 'pay' : 'code';
}
function proofParams(proof: BindProof, v: { payPassword: string; securityCode: string }) {
  if (proof === 'pay') return { pay_password: v.payPassword };
  if (proof === 'code') return { security_code: v.securityCode };
  return {};
}

type ProofProps = {
  proof: BindProof;
  user: AccountUser;
  values: { payPassword: string; securityCode: string };
  errors: Partial<Record<Field, ErrorKey>>;
  set: (key: 'payPassword' | 'securityCode') => (value: string) => void;
  testId: string;
};

function ChangeProof({ proof, user, values, errors, set, testId }: ProofProps) {
  const { t } = useTranslation();
  if (proof === 'pay') {
    return (
      <PasswordField
        label={t('accounts.field.payPassword')}
        value={values.payPassword}
        onChange={set('payPassword')}
        error={errors.payPassword}
        testId={`${testId}-pay-password`}
      />
    );
  }
  if (proof === 'none') return null;
  return (
    <OwnCodeField
      user={user}
      label={t('accounts.field.securityCode')}
      value={values.securityCode}
      onChange={set('securityCode')}
      error={errors.securityCode}
      testId={`${testId}-security-code`}
      sendTestId={`${testId}-security-send`}
    />
  );
}

type BindCodeProps = ProofProps & {
  code: string;
  setCode: (value: string) => void;
  /** Checks the new phone/email first; returns false to not send. */
  beforeSend: () => boolean;
  /** Sends the bind code to the new phone/email. */
  send: () => Promise<unknown>;
  channel: CodeChannel;
};

/** The code (scene bind) sent to the new phone/email, then the proof for replacing a bound one. */
function BindCodeFields({ code, setCode, beforeSend, send, channel, ...proof }: BindCodeProps) {
  return (
    <>
      <CodeField
        value={code}
        onChange={setCode}
        error={proof.errors.code}
        testId={`${proof.testId}-code`}
        sendTestId={`${proof.testId}-send-code`}
        beforeSend={beforeSend}
        send={send}
        channel={channel}
      />
      <ChangeProof {...proof} />
    </>
  );
}

/** Bind or change the phone: code (scene bind) to the new number; the pay password when replacing a bound one. */
export function BindPhonePopup({ visible, user, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [areaCode, setAreaCode] = useState(useAreaPick.getState().areaCode);
  const [v, setV] = useState({ mobile: '', ...EMPTY });
  const [errors, setErrors] = useState<Errors<'mobile' | Field>>({});
  const proof = proofFor(Boolean(user.mobile), user);
  useEffect(() => {
    if (visible) {
      setV({ mobile: '', ...EMPTY });
      setErrors({});
    }
  }, [visible]);
  const set = (key: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [key]: value }));

  const submit = async () => {
    const found = validateBindPhone({ ...v, areaCode }, proof);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const message = await bindMobile({
        area_code: areaCode,
        mobile: v.mobile,
        code: v.code,
        ...proofParams(proof, v),
      });
      showToast(message || t('accounts.msg.saved'));
      onDone();
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <PickerPopup visible={visible} title={t('accounts.title.bindPhone')} onClose={onClose} testId="phone-popup">
      <div className="acc-form">
        <TextField
          label={t('accounts.field.mobile')}
          value={v.mobile}
          onChange={set('mobile')}
          error={errors.mobile}
          testId="phone-number"
          inputMode="tel"
          prefix={<AreaCodeSelect value={areaCode} onChange={setAreaCode} testId="phone-area" />}
        />
        <BindCodeFields
          code={v.code}
          setCode={set('code')}
          beforeSend={() => {
            const ok = isMobileFor(areaCode, v.mobile);
            setErrors((e) => ({ ...e, mobile: ok ? undefined : 'mobile' }));
            return ok;
          }}
          send={() => sendSmsCode(areaCode, v.mobile, 'bind')}
          channel="sms"
          proof={proof}
          user={user}
          values={v}
          errors={errors}
          set={set}
          testId="phone"
        />
        <SubmitButton onSubmit={submit} data-testid="phone-submit" className="acc-submit">
          {t('accounts.action.submit')}
        </SubmitButton>
      </div>
    </PickerPopup>
  );
}

/** Bind or change the email: code (scene bind) to the new address; the pay password when replacing one. */
export function BindEmailPopup({ visible, user, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [v, setV] = useState({ email: '', ...EMPTY });
  const [errors, setErrors] = useState<Errors<'email' | Field>>({});
  const proof = proofFor(Boolean(user.email), user);
  useEffect(() => {
    if (visible) {
      setV({ email: '', ...EMPTY });
      setErrors({});
    }
  }, [visible]);
  const set = (key: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [key]: value }));

  const submit = async () => {
    const found = validateBindEmail({ ...v, email: v.email.trim() }, proof);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const message = await bindEmail({
        email: v.email.trim(),
        code: v.code,
        ...proofParams(proof, v),
      });
      showToast(message || t('accounts.msg.saved'));
      onDone();
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <PickerPopup visible={visible} title={t('accounts.title.bindEmail')} onClose={onClose} testId="email-popup">
      <div className="acc-form">
        <TextField
          label={t('accounts.field.email')}
          value={v.email}
          onChange={set('email')}
          error={errors.email}
          testId="email-address"
          inputMode="email"
        />
        <BindCodeFields
          code={v.code}
          setCode={set('code')}
          beforeSend={() => {
            const ok = validateBindEmail({ ...v, email: v.email.trim() }, 'none').email === undefined;
            setErrors((e) => ({ ...e, email: ok ? undefined : 'email' }));
            return ok;
          }}
          send={() => sendEmailCode(v.email.trim(), 'bind')}
          channel="email"
          proof={proof}
          user={user}
          values={v}
          errors={errors}
          set={set}
          testId="email"
        />
        <SubmitButton onSubmit={submit} data-testid="email-submit" className="acc-submit">
          {t('accounts.action.submit')}
        </SubmitButton>
      </div>
    </PickerPopup>
  );
}
