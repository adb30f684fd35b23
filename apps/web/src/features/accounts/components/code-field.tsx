import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { sendOwnCode } from '../api/auth-api';
import type { AccountUser } from '../api/types';
import type { ErrorKey } from '../forms/validate';
import { type CodeChannel, DevOutboxHint } from './dev-outbox-hint';
import { ownChannel } from './proof-field';
import { SendCodeButton } from './send-code-button';
import { TextField } from './text-field';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: ErrorKey;
  /** The input's data-testid. */
  testId: string;
  /** The send button's data-testid. */
  sendTestId: string;
  /** Sends the code; without it there is no send button. */
  send?: () => Promise<unknown>;
  /** Checks the form first; returns false to not send. */
  beforeSend?: () => boolean;
  /** Defaults to account.field.code. */
  label?: ReactNode;
  /** Where the code is sent: says under the field when the server keeps that channel's codes in its dev outbox. */
  channel?: CodeChannel | undefined;
};

/** A 6-digit code input with its 'Send code' button and 60 s countdown. */
export function CodeField({ value, onChange, error, testId, sendTestId, send, beforeSend, label, channel }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label ?? t('accounts.field.code')}
        value={value}
        onChange={onChange}
        error={error}
        testId={testId}
        inputMode="numeric"
        maxLength={6}
        suffix={send && <SendCodeButton beforeSend={beforeSend} send={send} testId={sendTestId} />}
      />
      {channel && <DevOutboxHint channel={channel} />}
    </>
  );
}

type OwnProps = Omit<Props, 'send' | 'beforeSend' | 'channel'> & {
  user: AccountUser | undefined;
  /** Says so under the field when the user has neither an email nor a phone to send to. */
  showNoChannelHint?: boolean;
};

/** A code sent (via /sms_mail2) to the user's own email, else phone; no send button when they have neither. */
export function OwnCodeField({ user, showNoChannelHint = false, ...field }: OwnProps) {
  const { t } = useTranslation();
  const channel = ownChannel(user);
  return (
    <>
      <CodeField
        {...field}
        send={channel ? () => sendOwnCode(channel) : undefined}
        channel={channel === 'mobile' ? 'sms' : (channel ?? undefined)}
      />
      {showNoChannelHint && !channel && user && <p className="hint">{t('accounts.msg.noSecurityChannel')}</p>}
    </>
  );
}
