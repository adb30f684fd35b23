import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../shared/components/spinner';
import { useSession } from '../../../shared/session/session-store';
import { type LoginInput, useLogin } from '../api/login';
import { LoginLanguage } from '../components/login-language';
import './login-page.css';

// The login screen is drawn without antd (login-page.css): antd's theme, Form and inputs were 230 KB of script in
// front of two fields and a button. antd comes with the signed-in screens (app/signed-in.tsx).

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An authenticator code (6 digits) or a recovery code (xxxxx-xxxxx). */
const CODE = /^\s*(\d{6}|[a-zA-Z2-7]{5}-?[a-zA-Z2-7]{5})\s*$/;

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

type Values = { email: string; password: string; code: string };
type Errors = Partial<Record<keyof Values, string>>;

function Field(props: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  const { id, label, error, hint, children } = props;
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <div className="login-field-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
      {hint && (
        <div className="login-field-hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
    </div>
  );
}

export default function LoginPage() {
  const token = useSession((s) => s.token);
  const location = useLocation();
  const login = useLogin();
  const { t } = useTranslation();
  const from = (location.state as { from?: string } | null)?.from;
  // Set once the server asks for the authenticator code; the field then stays until the login succeeds.
  const [needCode, setNeedCode] = useState<string | null>(null);
  const [values, setValues] = useState<Values>({ email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});

  if (token) return <Navigate to={from && from !== '/login' ? from : '/'} replace />;

  const check = (v: Values): Errors => ({
    ...(EMAIL.test(v.email.trim()) ? {} : { email: t('login.emailInvalid') }),
    ...(v.password ? {} : { password: t('login.passwordRequired') }),
    ...(needCode === null || CODE.test(v.code) ? {} : { code: t('code.invalidOrRecovery') }),
  });
  // A field shown in error is checked again as it is typed in, as the others are once the form is sent.
  const change = (field: keyof Values) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (errors[field]) setErrors((now) => ({ ...now, [field]: check(next)[field] }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const input: LoginInput = { email: values.email, password: values.password };
    if (needCode !== null) input.code = values.code;
    login.mutate(input, { onSuccess: (answer) => 'need_2fa' in answer && setNeedCode(answer.message) });
  };

  return (
    <main className="login">
      <div className="login-card">
        <div className="login-head">
          <h1 className="login-title">{t('login.title')}</h1>
          <LoginLanguage />
        </div>
        <p className="login-subtitle">{t('login.subtitle')}</p>
        {needCode && !login.error && (
          <div className="login-note login-note-info" role="status" data-testid="admin-totp-note">
            {needCode}
          </div>
        )}
        {login.error && (
          <div className="login-note login-note-error" role="alert" data-testid="admin-login-error">
            {login.error.message}
          </div>
        )}
        <form noValidate onSubmit={submit}>
          <fieldset className="login-fields" disabled={login.isPending}>
            <Field id="admin-email" label={t('login.email')} error={errors.email}>
              <input
                id="admin-email"
                type="email"
                autoComplete="username"
                autoFocus
                value={values.email}
                onChange={change('email')}
                aria-invalid={Boolean(errors.email)}
                aria-describedby={describedBy(errors.email && 'admin-email-error')}
                data-testid="admin-email"
              />
            </Field>
            <Field id="admin-password" label={t('login.password')} error={errors.password}>
              <input
                id="admin-password"
                type="password"
                autoComplete="current-password"
                value={values.password}
                onChange={change('password')}
                aria-invalid={Boolean(errors.password)}
                aria-describedby={describedBy(errors.password && 'admin-password-error')}
                data-testid="admin-password"
              />
            </Field>
            {needCode !== null && (
              <Field id="admin-code" label={t('login.code')} error={errors.code} hint={t('login.recoveryHint')}>
                <input
                  id="admin-code"
                  inputMode="text"
                  autoComplete="one-time-code"
                  maxLength={16}
                  autoFocus
                  value={values.code}
                  onChange={change('code')}
                  aria-invalid={Boolean(errors.code)}
                  aria-describedby={describedBy(errors.code && 'admin-code-error', 'admin-code-hint')}
                  data-testid="admin-totp"
                />
              </Field>
            )}
            <button type="submit" className="login-submit" aria-busy={login.isPending} data-testid="admin-login-submit">
              {login.isPending && <Spinner className="login-busy" />}
              {t('login.submit')}
            </button>
          </fieldset>
        </form>
      </div>
    </main>
  );
}
