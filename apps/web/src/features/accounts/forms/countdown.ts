/**
 * The send-code button's countdown as a pure reducer: 'sent' starts 60 s, each 'tick' takes one second off,
 * and the button is enabled again at 0. A failed send ('failed') re-enables it at once.
 */
export const RESEND_SECONDS = 60;

export type CountdownState = { remaining: number; sending: boolean };
export type CountdownAction =
  | { type: 'send' }
  | { type: 'sent'; seconds?: number }
  | { type: 'failed' }
  | { type: 'tick' };

export const countdownIdle: CountdownState = { remaining: 0, sending: false };

export function countdownReducer(state: CountdownState, action: CountdownAction): CountdownState {
  switch (action.type) {
    case 'send':
      return canSend(state) ? { remaining: 0, sending: true } : state;
    case 'sent':
      return { remaining: action.seconds ?? RESEND_SECONDS, sending: false };
    case 'failed':
      return countdownIdle;
    case 'tick':
      return state.remaining > 0 ? { ...state, remaining: state.remaining - 1 } : state;
  }
}

export const canSend = (state: CountdownState): boolean => !state.sending && state.remaining === 0;
