import { useEffect, useReducer } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { canSend, countdownIdle, countdownReducer } from '../forms/countdown';

type Props = {
  /** Checks the form first; returns false to not send. */
  beforeSend?: () => boolean;
  send: () => Promise<unknown>;
  testId?: string;
};

/** 'Send code', then 'Resend in N s' for 60 s. A failed send (toasted by the request helper) re-enables it. */
export function SendCodeButton({ beforeSend, send, testId }: Props) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(countdownReducer, countdownIdle);

  useEffect(() => {
    if (state.remaining <= 0) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), 1000);
    return () => clearTimeout(timer);
  }, [state.remaining]);

  const onClick = () => {
    if (!canSend(state) || (beforeSend && !beforeSend())) return;
    dispatch({ type: 'send' });
    send().then(
      () => {
        dispatch({ type: 'sent' });
        showToast(t('accounts.msg.codeSent'));
      },
      () => dispatch({ type: 'failed' }),
    );
  };

  return (
    <button type="button" className="acc-code-button" data-testid={testId} disabled={!canSend(state)} onClick={onClick}>
      {state.remaining > 0 ? t('accounts.action.resend', { count: state.remaining }) : t('accounts.action.sendCode')}
    </button>
  );
}
