import type { AdminLoginBody, AdminLoginResult } from '@app/api/admin';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { type ApiError, adminRequest } from '../../../shared/api/request';
import { useSession } from '../../../shared/session/session-store';

export type LoginInput = z.input<typeof AdminLoginBody>;
/** The session, or (2FA on and no code sent) a request for the authenticator code. */
export type LoginAnswer = AdminLoginResult;

type Options = { onSuccess?: (answer: LoginAnswer) => void };

/**
 * Signs in (silent: the login screen shows the server's message itself). A plain hook rather than react-query's
 * useMutation, whose client is only loaded with the signed-in screens.
 */
export function useLogin() {
  const setSession = useSession((s) => s.setSession);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const mutate = useCallback(
    (input: LoginInput, options: Options = {}) => {
      setPending(true);
      setError(null);
      adminRequest<LoginAnswer>('POST', '/login', { body: input, silent: true })
        .then((answer) => {
          if ('token' in answer) setSession(answer.token, answer.admin);
          options.onSuccess?.(answer);
        })
        .catch((e: ApiError) => setError(e))
        .finally(() => setPending(false));
    },
    [setSession],
  );
  return { mutate, isPending, error };
}
