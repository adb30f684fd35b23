import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { contentKeys } from '../features/content/api/keys';
import { marketKeys } from '../features/market/api/keys';
import { walletKeys } from '../features/wallet/api/keys';
import { useSession } from '../stores/session';

/**
 * The last quotes and balances the app saw, and home's banners, shortcuts and news lines, kept in localStorage with the time each was received, so the app opens
 * offline with them (docs/decisions.md, "Installable app"). They are put back into the query cache at start-up
 * with their own time, marked stale: online they are refetched at once, offline they are what the screens show.
 * Balances are the user's own: kept under the user's id, and dropped at logout.
 */

/** Public answers (quotes, fiat rates, home's content): the same for everyone on the device. */
export const PUBLIC_QUERIES: readonly QueryKey[] = [
  marketKeys.quotation(),
  marketKeys.hot(),
  marketKeys.contracts(),
  walletKeys.rates(),
  contentKeys.menuAll(),
  contentKeys.bannerListAll(),
  contentKeys.newsLatestAll(),
];
/** The user's own answers (the assets tab and the home total). */
export const PRIVATE_QUERIES: readonly QueryKey[] = [walletKeys.overviewAll(), walletKeys.userCurrencies()];

export const PUBLIC_STORE_KEY = 'last-data';
const PRIVATE_PREFIX = 'last-data:user:';
export const privateStoreKey = (userId: number) => `${PRIVATE_PREFIX}${userId}`;

/** A pause before writing, so a burst of quote pushes costs one write. */
export const SAVE_DELAY_MS = 2_000;

export type SavedEntry = { key: QueryKey; data: unknown; at: number };

function entriesOf(queryClient: QueryClient, prefixes: readonly QueryKey[]): SavedEntry[] {
  return prefixes.flatMap((prefix) =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: prefix })
      .filter((q) => q.state.data !== undefined && q.state.dataUpdatedAt > 0)
      .map((q) => ({ key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt })),
  );
}

function write(storage: Storage, key: string, entries: SavedEntry[]): void {
  if (entries.length === 0) return;
  try {
    storage.setItem(key, JSON.stringify(entries));
  } catch {
    // A full storage only costs the offline copy; the app itself does not depend on it.
  }
}

function read(storage: Storage, key: string): SavedEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((e): e is SavedEntry => Array.isArray(e?.key) && e.data !== undefined && Number.isFinite(e.at))
      : [];
  } catch {
    return [];
  }
}

/** The signed-in user whose balances may be kept, if any. */
function currentUserId(): number | undefined {
  const { token, user } = useSession.getState();
  return token && user ? user.id : undefined;
}

export function saveLastData(queryClient: QueryClient, storage: Storage, userId = currentUserId()): void {
  write(storage, PUBLIC_STORE_KEY, entriesOf(queryClient, PUBLIC_QUERIES));
  if (userId !== undefined) write(storage, privateStoreKey(userId), entriesOf(queryClient, PRIVATE_QUERIES));
}

/** Puts the kept answers into the cache where it holds nothing newer. */
export function restoreLastData(queryClient: QueryClient, storage: Storage, userId = currentUserId()): void {
  const entries = [
    ...read(storage, PUBLIC_STORE_KEY),
    ...(userId === undefined ? [] : read(storage, privateStoreKey(userId))),
  ];
  for (const { key, data, at } of entries) {
    const held = queryClient.getQueryState(key);
    if (held?.data !== undefined && held.dataUpdatedAt >= at) continue;
    queryClient.setQueryData(key, data, { updatedAt: at });
    // A kept copy is never fresh, however recent: the first screen that reads it asks the server again.
    void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  }
}

export function clearPrivateLastData(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (k): k is string => k?.startsWith(PRIVATE_PREFIX) === true,
  );
  for (const key of keys) storage.removeItem(key);
}

const kept = (key: QueryKey) =>
  [...PUBLIC_QUERIES, ...PRIVATE_QUERIES].some((prefix) => prefix.every((part, i) => key[i] === part));

/**
 * Restores the kept answers, then keeps new ones: a short while after any of them changes, and when the page is
 * left. Returns the stop function.
 */
export function startLastData(queryClient: QueryClient, storage: Storage = localStorage, win: Window = window) {
  restoreLastData(queryClient, storage);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    timer = undefined;
    saveLastData(queryClient, storage);
  };
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !kept(event.query.queryKey)) return;
    timer ??= setTimeout(saveNow, SAVE_DELAY_MS);
  });
  // A logout (or another account's login) drops the last account's balances from storage and from memory.
  const offSession = useSession.subscribe((now, before) => {
    if (!before.token || before.token === now.token) return;
    clearPrivateLastData(storage);
    for (const queryKey of PRIVATE_QUERIES) queryClient.removeQueries({ queryKey });
  });
  const onHide = () => {
    if (timer !== undefined) saveNow();
  };
  win.addEventListener('pagehide', onHide);
  return () => {
    clearTimeout(timer);
    offCache();
    offSession();
    win.removeEventListener('pagehide', onHide);
  };
}
