import type { Lang } from '@app/i18n';

/** Query keys of the account feature. Everything is the caller's own data, so one root clears it at logout. */
export const accountsKeys = {
  all: ['accounts'] as const,
  userInfo: () => [...accountsKeys.all, 'user-info'] as const,
  realState: () => [...accountsKeys.all, 'real-state'] as const,
  areas: (lang: Lang) => [...accountsKeys.all, 'areas', lang] as const,
  sessions: () => [...accountsKeys.all, 'sessions'] as const,
  coins: () => [...accountsKeys.all, 'coins'] as const,
  wallets: () => [...accountsKeys.all, 'wallets'] as const,
  card: (kind: 'domestic' | 'international') => [...accountsKeys.all, 'card', kind] as const,
  invite: () => [...accountsKeys.all, 'invite'] as const,
  invitees: () => [...accountsKeys.all, 'invitees'] as const,
};
