import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../stores/session';
import { getTwoFactorStatus, listPasskeys } from './security-api';

/** Under the accounts root, so logging in or out clears it with the rest of the caller's data. */
export const securityKeys = {
  twoFactor: () => ['accounts', 'security', '2fa'] as const,
  passkeys: () => ['accounts', 'security', 'passkeys'] as const,
};

export const twoFactorQuery = () =>
  queryOptions({ queryKey: securityKeys.twoFactor(), queryFn: ({ signal }) => getTwoFactorStatus(signal) });

/** GET /security/2fa for the logged-in user (nothing for a visitor). */
export function useTwoFactorStatus() {
  const token = useSession((s) => s.token);
  return useQuery({ ...twoFactorQuery(), enabled: token !== '' });
}

/** GET /security/passkeys for the logged-in user. */
export function usePasskeys() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: securityKeys.passkeys(),
    queryFn: ({ signal }) => listPasskeys(signal),
    enabled: token !== '',
  });
}
