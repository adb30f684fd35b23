import { REALTIME_EVENTS } from '@app/api/realtime-events';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { useSession } from '../stores/session';
import { redirectToLoginLater } from './navigation';
import { type ConnectionState, useRealtimeState } from './realtime-state';

/**
 * The realtime client (spec §4 start-up, §9 socket timings): one socket.io connection at `/socket.io`, websocket
 * first then long-polling, reconnecting with back-off. It keeps the set of active `sub`s and sends them again
 * after every (re)connect, and `login`s with the stored token. Features register event handlers with `on` and
 * write what arrives into the TanStack Query cache (no second store of server data).
 */

export type { ConnectionState };
export { useRealtimeState };

export type BackoffPolicy = { min: number; max: number; factor: number; jitter: number };

/** The back-off of spec §9 as written: min 100 ms, max 10 000 ms, factor 2, jitter optional (off). */
export const BACKOFF_DEFAULTS: BackoffPolicy = { min: 100, max: 10_000, factor: 2, jitter: 0 };

/**
 * What the client uses: spec §9's "reconnect delay 1 s up to 5 s" bounds the same back-off (factor 2), with
 * socket.io's usual 0.5 jitter so a server restart is not hit by every phone in the same millisecond.
 */
export const RECONNECT_POLICY: BackoffPolicy = { min: 1_000, max: 5_000, factor: 2, jitter: 0.5 };
/** Spec §9: connection time-out 20 s. */
export const CONNECT_TIMEOUT_MS = 20_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): min × factor^attempt, moved by up to ±jitter of itself,
 * capped at max. The same formula as socket.io-client's Backoff, which applies RECONNECT_POLICY at run time.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  let ms = policy.min * policy.factor ** attempt;
  if (policy.jitter > 0) {
    const rand = random();
    const deviation = Math.floor(rand * policy.jitter * ms);
    ms = (Math.floor(rand * 10) & 1) === 0 ? ms - deviation : ms + deviation;
  }
  return Math.min(ms, policy.max) | 0;
}

export type SocketFactory = (options: Partial<ManagerOptions & SocketOptions>) => Socket;

export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  reconnection: true,
  reconnectionDelay: RECONNECT_POLICY.min,
  reconnectionDelayMax: RECONNECT_POLICY.max,
  randomizationFactor: RECONNECT_POLICY.jitter,
  timeout: CONNECT_TIMEOUT_MS,
  autoConnect: false,
};

/** A channel subscription (`sub`/`unsub` payload). */
export type Subscription = { channel: string } & Record<string, string>;

type Handler = (payload: unknown) => void;

export type RealtimeClient = {
  connect(): void;
  close(): void;
  /** Subscribes (reference-counted) and returns the matching unsubscribe; sent again after each reconnect. */
  subscribe(sub: Subscription): () => void;
  /** Handles a server event; returns the way to stop. */
  on<T>(event: string, handler: (payload: T) => void): () => void;
  /** Sends `login {token}` now if connected (and on every later connect through getToken). */
  login(token: string): void;
  /**
   * The token the server last confirmed this connection is logged in with ('' before that, and after a
   * disconnect): a `session_end` is about that login, not about one whose `login` is still on its way.
   */
  loggedInAs(): string;
  /** Drops the connection and opens a new one (leaves the private room after logout). */
  reconnect(): void;
  activeSubscriptions(): Subscription[];
};

type Options = {
  factory?: SocketFactory;
  getToken?: () => string;
  setState?: (state: ConnectionState) => void;
};

const keyOf = (sub: Subscription) =>
  Object.keys(sub)
    .sort()
    .map((k) => `${k}=${sub[k]}`)
    .join('&');

export function createRealtimeClient(options: Options = {}): RealtimeClient {
  const factory = options.factory ?? ((opts) => io(opts));
  const getToken = options.getToken ?? (() => '');
  const report = options.setState ?? (() => undefined);
  let state: ConnectionState = 'closed';
  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    report(next);
  };
  const subs = new Map<string, { sub: Subscription; count: number }>();
  const handlers = new Map<string, Set<Handler>>();
  let socket: Socket | null = null;
  let confirmed = '';

  const send = (event: string, payload: unknown) => {
    // Only while connected: socket.io would buffer it and the connect handler sends the full set anyway.
    if (socket?.connected) socket.emit(event, payload);
  };
  const sendLogin = (token: string) => {
    if (!socket?.connected) return;
    confirmed = '';
    // Events arrive in order: whatever the server sent before this ack was about the previous login.
    socket.emit('login', { token }, (ack: { ok?: boolean } | undefined) => {
      if (ack?.ok && getToken() === token) confirmed = token;
    });
  };

  const onConnect = () => {
    setState('open');
    const token = getToken();
    if (token) sendLogin(token);
    for (const { sub } of subs.values()) send('sub', sub);
  };

  function create(): Socket {
    const s = factory(SOCKET_OPTIONS);
    s.on('connect', onConnect);
    s.on('disconnect', (reason) => {
      confirmed = '';
      if (reason === 'io client disconnect') return setState('closed');
      setState('connecting');
      // The server closed us on purpose: socket.io does not reconnect by itself in that case.
      if (reason === 'io server disconnect') s.connect();
    });
    s.on('connect_error', () => setState(s.active ? 'connecting' : 'closed'));
    s.io.on('reconnect_attempt', () => setState('connecting'));
    s.io.on('reconnect_failed', () => setState('closed'));
    s.onAny((event: string, payload: unknown) => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    });
    return s;
  }

  return {
    connect() {
      socket ??= create();
      if (socket.connected || socket.active) return;
      setState('connecting');
      socket.connect();
    },
    close() {
      if (!socket) return;
      setState('closing');
      socket.disconnect();
      setState('closed');
    },
    reconnect() {
      if (!socket) return;
      socket.disconnect();
      setState('connecting');
      socket.connect();
    },
    subscribe(sub) {
      const key = keyOf(sub);
      const entry = subs.get(key);
      if (entry) entry.count += 1;
      else {
        subs.set(key, { sub, count: 1 });
        send('sub', sub);
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const current = subs.get(key);
        if (!current) return;
        current.count -= 1;
        if (current.count > 0) return;
        subs.delete(key);
        send('unsub', sub);
      };
    },
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      const h = handler as Handler;
      set.add(h);
      return () => set.delete(h);
    },
    login(token) {
      if (token) sendLogin(token);
    },
    loggedInAs: () => confirmed,
    activeSubscriptions: () => [...subs.values()].map((e) => e.sub),
  };
}

/** The app's one connection. */
export const realtime = createRealtimeClient({
  getToken: () => useSession.getState().token,
  setState: (state) => useRealtimeState.setState({ state }),
});

/** Logged out the way a 999 answer logs out: the stored session is dropped and the login page follows. */
function endLocalSession() {
  useSession.getState().clearSession();
  redirectToLoginLater();
}

/**
 * `session_end`: the server ended the session this socket logged in with (logout elsewhere, password change or
 * reset, lock, expiry) and took the socket out of its private room; the client logs out too.
 */
export function logoutOnSessionEnd(client: RealtimeClient, onEnd: () => void = endLocalSession): () => void {
  return client.on(REALTIME_EVENTS.sessionEnd, () => {
    const token = useSession.getState().token;
    if (token && token === client.loggedInAs()) onEnd();
  });
}

let started = false;

/** Start-up (spec §4): open the connection; a new token logs in, a logout reconnects without the private room. */
export function startRealtime(client: RealtimeClient = realtime): void {
  if (started) return;
  started = true;
  logoutOnSessionEnd(client);
  client.connect();
  useSession.subscribe((state, prev) => {
    if (state.token === prev.token) return;
    if (state.token) client.login(state.token);
    else client.reconnect();
  });
}
