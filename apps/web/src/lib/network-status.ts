import { onlineManager } from '@tanstack/react-query';
import { create } from 'zustand';

/**
 * Whether the app can reach the server: the browser's own flag, and whether the last call failed without any
 * answer (a captive portal or a dead server leaves `navigator.onLine` true). Any answer, even an error, clears the
 * second.
 */
export type NetworkStatus = { online: boolean; unreachable: boolean };

export const useNetworkStatus = create<NetworkStatus>()(() => ({ online: true, unreachable: false }));

export const isOffline = (s: NetworkStatus) => !s.online || s.unreachable;

/** The request helper's report of a call that got no answer at all. */
export function reportNoAnswer(): void {
  if (!useNetworkStatus.getState().unreachable) useNetworkStatus.setState({ unreachable: true });
}

/** The request helper's report of any answer from the server. */
export function reportAnswer(): void {
  if (useNetworkStatus.getState().unreachable) useNetworkStatus.setState({ unreachable: false });
}

/**
 * Follows the browser's online flag from start-up. TanStack Query starts out "online" whatever the browser says,
 * so a start offline would fire every query, fail it and replace the last data with error views; telling it the
 * truth pauses them instead, and they run when the connection returns.
 */
export function startNetworkStatus(win: Window = window): () => void {
  const apply = () => {
    const online = win.navigator.onLine !== false;
    useNetworkStatus.setState(online ? { online, unreachable: false } : { online });
    onlineManager.setOnline(online);
  };
  apply();
  win.addEventListener('online', apply);
  win.addEventListener('offline', apply);
  return () => {
    win.removeEventListener('online', apply);
    win.removeEventListener('offline', apply);
  };
}
