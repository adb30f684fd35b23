import type { Lang } from '@app/i18n';

/** Query keys of the account feature. Everything is the caller's own data, so one root clears it at logout. */
export const accountKeys = {
  all: ['account'] as const,
  userInfo: () => [...accountKeys.all, 'user-info'] as const,
  realState: () => [...accountKeys.all, 'real-state'] as const,
  areas: (lang: Lang) => [...accountKeys.all, 'areas', lang] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  coins: () => [...accountKeys.all, 'coins'] as const,
  wallets: () => [...accountKeys.all, 'wallets'] as const,
  card: (kind: 'domestic' | 'international') => [...accountKeys.all, 'card', kind] as const,
  invite: () => [...accountKeys.all, 'invite'] as const,
  invitees: () => [...accountKeys.all, 'invitees'] as const,
};
