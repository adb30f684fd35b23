import type { RealtimeClient } from './socket';

/**
 * Runs `use` with the app's live connection (started), loading socket.io first if nobody has yet: a screen can
 * subscribe without carrying the socket's chunk (about 14 KB gzip) in front of its first paint. Returns what
 * undoes it, whether the chunk has arrived by then or not.
 */
export function withRealtime(use: (client: RealtimeClient) => () => void): () => void {
  let undo: (() => void) | null = null;
  let cancelled = false;
  void import('./socket').then(({ realtime, startRealtime }) => {
    if (cancelled) return;
    startRealtime(realtime);
    undo = use(realtime);
  });
  return () => {
    cancelled = true;
    undo?.();
  };
}
