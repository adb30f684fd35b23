import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { useSession } from '../stores/session';
import {
  BACKOFF_DEFAULTS,
  backoffDelay,
  type ConnectionState,
  createRealtimeClient,
  logoutOnSessionEnd,
  RECONNECT_POLICY,
  SOCKET_OPTIONS,
} from './socket';

type Listener = (...args: unknown[]) => void;

/** A socket.io client stand-in: records emits, lets the test drive connect/disconnect and server pushes. */
class FakeSocket {
  connected = false;
  active = false;
  emitted: Array<[string, unknown]> = [];
  /** The ack callback of each emit that passed one (login), oldest first. */
  acks: Array<(answer: unknown) => void> = [];
  connects = 0;
  private listeners = new Map<string, Listener[]>();
  private any: Listener[] = [];
  private managerListeners = new Map<string, Listener[]>();
  io = {
    on: (event: string, fn: Listener) => {
      this.managerListeners.set(event, [...(this.managerListeners.get(event) ?? []), fn]);
    },
  };
  on(event: string, fn: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  onAny(fn: Listener) {
    this.any.push(fn);
    return this;
  }
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
    this.emitted.push([event, payload]);
    if (ack) this.acks.push(ack);
    return this;
  }
  /** The server answers the oldest login still waiting. */
  ackLogin(ok = true) {
    this.acks.shift()?.({ ok });
  }
  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }
  disconnect() {
    this.active = false;
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }
  // test drivers
  fire(event: string, ...args: unknown[]) {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
  fireManager(event: string, ...args: unknown[]) {
    for (const fn of this.managerListeners.get(event) ?? []) fn(...args);
  }
  serverUp() {
    this.connected = true;
    this.fire('connect');
  }
  networkDown() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  push(event: string, payload: unknown) {
    for (const fn of this.any) fn(event, payload);
  }
  take() {
    const out = this.emitted;
    this.emitted = [];
    return out;
  }
}

/** `token`: what the client reads as the stored token (a function to follow the session store). */
function setup(token: string | (() => string) = '') {
  const fake = new FakeSocket();
  const states: ConnectionState[] = [];
  let options: unknown;
  const client = createRealtimeClient({
    factory: (opts) => {
      options = opts;
      return fake as unknown as Socket;
    },
    getToken: typeof token === 'function' ? token : () => token,
    setState: (s) => states.push(s),
  });
  return { fake, client, states, options: () => options };
}

describe('back-off schedule (spec §9)', () => {
  it('doubles from 100 ms up to 10 s with the spec defaults', () => {
    const delays = Array.from({ length: 10 }, (_, i) => backoffDelay(i, BACKOFF_DEFAULTS));
    expect(delays).toEqual([100, 200, 400, 800, 1600, 3200, 6400, 10_000, 10_000, 10_000]);
  });

  it('reconnects after 1 s, then 2 s, 4 s, and at most 5 s', () => {
    const noJitter = { ...RECONNECT_POLICY, jitter: 0 };
    expect(Array.from({ length: 6 }, (_, i) => backoffDelay(i, noJitter))).toEqual([
      1000, 2000, 4000, 5000, 5000, 5000,
    ]);
  });

  it('keeps jitter within ±50 % and never above the cap', () => {
    for (const r of [0, 0.05, 0.15, 0.5, 0.95, 0.999]) {
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const base = RECONNECT_POLICY.min * 2 ** attempt;
        const d = backoffDelay(attempt, RECONNECT_POLICY, () => r);
        expect(d).toBeGreaterThanOrEqual(Math.min(Math.floor(base * 0.5), RECONNECT_POLICY.max));
        expect(d).toBeLessThanOrEqual(RECONNECT_POLICY.max);
      }
    }
    // rand 0.15 → floor(1.5) = 1 is odd → delay goes up; rand 0.25 → 2 even → down.
    expect(backoffDelay(0, RECONNECT_POLICY, () => 0.15)).toBe(1075);
    expect(backoffDelay(0, RECONNECT_POLICY, () => 0.25)).toBe(875);
  });

  it('hands the same policy and the 20 s time-out to socket.io', () => {
    const { client, options } = setup();
    client.connect();
    expect(options()).toMatchObject({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20_000,
    });
    expect(SOCKET_OPTIONS.autoConnect).toBe(false);
  });
});

describe('realtime client', () => {
  it('goes connecting → open → connecting (network loss) → open → closing → closed', () => {
    const { fake, client, states } = setup();
    client.connect();
    fake.serverUp();
    fake.networkDown();
    fake.fireManager('reconnect_attempt', 1);
    fake.serverUp();
    client.close();
    expect(states).toEqual(['connecting', 'open', 'connecting', 'open', 'closing', 'closed']);
  });

  it('logs in with the stored token on every connect', () => {
    const { fake, client } = setup('tok-123');
    client.connect();
    fake.serverUp();
    expect(fake.take()).toEqual([['login', { token: 'tok-123' }]]);
    fake.networkDown();
    fake.serverUp();
    expect(fake.take()).toEqual([['login', { token: 'tok-123' }]]);
  });

  it('sends every active sub again after a reconnect, and not the ones that ended', () => {
    const { fake, client } = setup();
    client.connect();
    fake.serverUp();
    const a = { channel: 'kline', symbol: 'BTC/USDT', period: '1min' };
    const b = { channel: 'kline', symbol: 'ETH/USDT', period: '1day' };
    const offA = client.subscribe(a);
    const offB = client.subscribe(b);
    expect(fake.take()).toEqual([
      ['sub', a],
      ['sub', b],
    ]);
    offB();
    expect(fake.take()).toEqual([['unsub', b]]);

    fake.networkDown();
    const c = { channel: 'kline', symbol: 'SOL/USDT', period: '5min' };
    client.subscribe(c); // made while offline: not buffered, sent with the rest on connect
    expect(fake.take()).toEqual([]);
    fake.serverUp();
    expect(fake.take()).toEqual([
      ['sub', a],
      ['sub', c],
    ]);
    offA();
    expect(client.activeSubscriptions()).toEqual([c]);
  });

  it('counts references: two charts on one stream send one sub and one unsub', () => {
    const { fake, client } = setup();
    client.connect();
    fake.serverUp();
    const s = { channel: 'kline', symbol: 'BTC/USDT', period: '1min' };
    const off1 = client.subscribe(s);
    const off2 = client.subscribe({ period: '1min', symbol: 'BTC/USDT', channel: 'kline' });
    off1();
    off1(); // idempotent
    expect(fake.take()).toEqual([['sub', s]]);
    off2();
    expect(fake.take()).toEqual([['unsub', s]]);
  });

  it('dispatches server pushes to handlers until they stop', () => {
    const { fake, client } = setup();
    const seen: unknown[] = [];
    const off = client.on('daymarket', (p) => seen.push(p));
    client.connect();
    fake.push('daymarket', [1]);
    fake.push('kline', [2]);
    off();
    fake.push('daymarket', [3]);
    expect(seen).toEqual([[1]]);
  });

  it('reconnects by itself when the server drops the socket on purpose', () => {
    const { fake, client } = setup();
    client.connect();
    fake.serverUp();
    const before = fake.connects;
    fake.connected = false;
    fake.fire('disconnect', 'io server disconnect');
    expect(fake.connects).toBe(before + 1);
  });
});

describe('session_end', () => {
  it('logs out (the stored session is dropped) when the server ends the socket’s session', () => {
    const { fake, client } = setup('tok');
    logoutOnSessionEnd(client);
    useSession.setState({ token: 'tok' });
    client.connect();
    fake.serverUp();
    fake.ackLogin();
    fake.push('order_update', {});
    expect(useSession.getState().token).toBe('tok');
    fake.push('session_end', {});
    expect(useSession.getState().token).toBe('');
  });

  it('does nothing when already logged out', () => {
    const { fake, client } = setup(() => useSession.getState().token);
    let ended = 0;
    logoutOnSessionEnd(client, () => {
      ended += 1;
    });
    useSession.setState({ token: '' });
    client.connect();
    fake.serverUp();
    fake.push('session_end', {});
    expect(ended).toBe(0);
    useSession.setState({ token: 'again' });
    client.login('again');
    fake.ackLogin();
    fake.push('session_end', {});
    expect(ended).toBe(1);
  });

  it('ignores the end of the previous session that arrives after a new login was sent (seen as a logout right after re-login)', () => {
    const { fake, client } = setup(() => useSession.getState().token);
    let ended = 0;
    logoutOnSessionEnd(client, () => {
      ended += 1;
    });
    useSession.setState({ token: 'first' });
    client.connect();
    fake.serverUp();
    fake.ackLogin();
    // Logged out and in again on the same connection: the server ended 'first' before it read the new login.
    useSession.setState({ token: 'second' });
    client.login('second');
    fake.push('session_end', {});
    expect(ended).toBe(0);
    expect(client.loggedInAs()).toBe('');
    fake.ackLogin();
    expect(client.loggedInAs()).toBe('second');
    fake.push('session_end', {});
    expect(ended).toBe(1);
  });

  it('a refused login confirms nothing, and a disconnect forgets the confirmed one', () => {
    const { fake, client } = setup(() => useSession.getState().token);
    useSession.setState({ token: 'tok' });
    client.connect();
    fake.serverUp();
    fake.ackLogin(false);
    expect(client.loggedInAs()).toBe('');
    client.login('tok');
    fake.ackLogin();
    expect(client.loggedInAs()).toBe('tok');
    fake.networkDown();
    expect(client.loggedInAs()).toBe('');
  });
});
