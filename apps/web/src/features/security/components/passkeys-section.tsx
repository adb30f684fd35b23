import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { ErrorState } from '../../../components/error-state';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { TextField } from '../../accounts/components/text-field';
import { securityKeys, usePasskeys } from '../api/queries';
import { deletePasskey, registerPasskey } from '../api/security-api';
import { createPasskey, PasskeyError } from '../lib/passkey';

const day = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString();
};

/** The passkeys of the two-step page: the list (name, added, last used) with delete, and "Add a passkey". */
export function PasskeysSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const passkeys = usePasskeys();
  const [name, setName] = useState('');
  const supported = browserSupportsWebAuthn();
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.passkeys() });

  const add = async () => {
    try {
      const response = await createPasskey();
      await registerPasskey(response, name.trim() || undefined);
      setName('');
      showToast(t('security.passkeyCreated'));
      await refresh();
    } catch (err) {
      if (err instanceof PasskeyError) showToast(t(err.key));
      // other errors: the request helper toasted the server's reason
    }
  };
  const remove = async (id: number, label: string) => {
    if (!(await confirmAction(t('security.passkeyDeleteConfirm', { name: label }), { danger: true }))) return;
    try {
      await deletePasskey(id);
      showToast(t('security.passkeyDeleted'));
      await refresh();
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <section className="acc-form sec-passkeys" data-testid="passkeys">
      <h2 className="sec-title">{t('security.passkeys')}</h2>
      <p className="acc-muted">{t('security.passkeysIntro')}</p>
      {passkeys.isPending && <Skeleton.Paragraph lineCount={2} animated />}
      {passkeys.isError && <ErrorState onRetry={() => void passkeys.refetch()} />}
      {passkeys.data && passkeys.data.length === 0 && (
        <p className="acc-muted" data-testid="passkeys-empty">
          {t('security.passkeyNone')}
        </p>
      )}
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="sec-passkey-list" data-testid="passkeys-list">
          {passkeys.data.map((p) => (
            <li key={p.id} className="sec-passkey" data-testid="passkey-item">
              <div>
                <strong>{p.name}</strong>
                <div className="acc-muted">
                  {t('security.passkeyAdded')}: {day(p.created_at)} · {t('security.passkeyLastUsed')}:{' '}
                  {p.last_used_at ? day(p.last_used_at) : t('security.passkeyNever')}
                </div>
              </div>
              <Button
                size="small"
                fill="outline"
                color="danger"
                onClick={() => void remove(p.id, p.name)}
                data-testid={`passkey-delete-${p.id}`}
              >
                {t('security.passkeyDelete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <>
          <TextField
            label={t('security.passkeyName')}
            value={name}
            onChange={setName}
            testId="passkey-name"
            maxLength={50}
          />
          <SubmitButton onSubmit={add} data-testid="passkey-add" className="acc-submit">
            {t('security.passkeyAdd')}
          </SubmitButton>
        </>
      ) : (
        <p className="acc-warn" data-testid="passkeys-unsupported">
          {t('security.passkeyUnsupported')}
        </p>
      )}
    </section>
  );
}
