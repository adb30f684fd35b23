/**
 * socket.io at /socket.io with one channel registry. Modules declare channels (name, owner, access rule, events);
 * the hub owns the only `sub`/`unsub` handlers, so no module listens to another's events or depends on listener
 * order. Every `sub`/`unsub` is acknowledged: `{ok: true}` or `{ok: false, message}` (translated, from the
 * handshake's `auth.lang` or `lang` query).
 *
 *  - public channels: anyone may subscribe; the channel maps the payload to a room (`kline:BTC/USDT:1min`);
 *  - private channels: only a socket that proved its session with `login {token}`; the room is derived from the
 *    socket's own user id, never from the payload, so nobody can join another user's room;
 *  - broadcast channels (`daymarket`): sent to every socket, nothing to subscribe to.
 * `login {token}` also joins `user:<id>`, where private events (`order_update` …) are delivered.
 */
import type { Server as HttpServer } from 'node:http';
import { type LoginAck, type Pong, REALTIME_EVENTS, type SubscribeAck } from '@app/api';
import { isLang, type Lang } from '@app/i18n';
import { type ServerKey, t } from '@app/i18n/server';
import { Server, type Socket } from 'socket.io';

export type ChannelAccess = 'public' | 'private' | 'broadcast';

export type ChannelRoom = { room: string } | { error: ServerKey };

export type Channel = {
  /** The `channel` field of `sub`/`unsub`, or the event name of a broadcast. */
  name: string;
  access: ChannelAccess;
  /** Events delivered on this channel (documentation and the registry listing). */
  events: readonly string[];
  /** Public/private channels: the room of a subscription (`userId` is the socket's proven user, or null). */
  room?(payload: unknown, who: { userId: number | null }): ChannelRoom | Promise<ChannelRoom>;
};

export type ChannelInfo = { name: string; owner: string; access: ChannelAccess; events: readonly string[] };

export type RealtimeHub = {
  io: Server;
  addChannel(owner: string, channel: Channel): void;
  channels(): ChannelInfo[];
  /** Whether any socket (of this instance) is in `room`: skip building messages nobody receives. */
  hasMembers(room: string): boolean;
  /** Checks a session token and gives its user id (set by the accounts module). */
  setAuthenticator(verify: (token: string) => Promise<number | null>): void;
  close(): Promise<void>;
};

export const userRoom = (userId: number) => `user:${userId}`;

export function langOf(socket: Socket): Lang {
  const raw = socket.handshake.auth?.lang ?? socket.handshake.query?.lang;
  return typeof raw === 'string' && isLang(raw) ? raw : 'en';
}

type Registered = Channel & { owner: string };

export function createRealtimeHub(
  server: HttpServer,
  opts: { allowOrigin?: (origin: string | undefined, host: string | undefined) => boolean } = {},
): RealtimeHub {
  const allowOrigin = opts.allowOrigin ?? (() => true);
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    // A browser page of a foreign origin gets no CORS header and its handshake (polling or websocket) is refused.
    cors: { origin: (origin, cb) => cb(null, allowOrigin(origin, undefined) ? (origin ?? false) : false) },
    allowRequest: (req, cb) => cb(null, allowOrigin(req.headers.origin, req.headers.host)),
    connectTimeout: 20_000,
  });
  const channels = new Map<string, Registered>();
  let verify: (token: string) => Promise<number | null> = async () => null;

  async function subscription(socket: Socket, payload: unknown): Promise<{ room: string } | { message: string }> {
    const lang = langOf(socket);
    const name = (payload as { channel?: unknown } | null)?.channel;
    const channel = typeof name === 'string' ? channels.get(name) : undefined;
    if (!channel?.room) return { message: t(lang, 'error.bad_request') };
    const userId = typeof socket.data.userId === 'number' ? socket.data.userId : null;
    if (channel.access === 'private' && userId === null) return { message: t(lang, 'error.need_login') };
    let found: ChannelRoom;
    try {
      found = await channel.room(payload, { userId });
    } catch {
      found = { error: 'error.bad_request' };
    }
    return 'error' in found ? { message: t(lang, found.error) } : found;
  }

  const answer = (ack: unknown, value: SubscribeAck) => {
    if (typeof ack === 'function') ack(value);
  };

  io.on('connection', (socket) => {
    socket.on(REALTIME_EVENTS.sub, async (payload: unknown, ack?: unknown) => {
      const s = await subscription(socket, payload);
      if ('message' in s) return answer(ack, { ok: false, message: s.message });
      await socket.join(s.room);
      answer(ack, { ok: true });
    });
    socket.on(REALTIME_EVENTS.unsub, async (payload: unknown, ack?: unknown) => {
      const s = await subscription(socket, payload);
      if ('message' in s) return answer(ack, { ok: false, message: s.message });
      await socket.leave(s.room);
      answer(ack, { ok: true });
    });
    socket.on(REALTIME_EVENTS.login, async (payload: unknown, ack?: unknown) => {
      const raw = (payload as { token?: unknown } | null)?.token;
      const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '').trim() : '';
      let userId: number | null = null;
      try {
        userId = token ? await verify(token) : null;
      } catch {
        userId = null;
      }
      // A new login replaces the old identity and every private room derived from it.
      for (const room of socket.rooms) if (room !== socket.id && isPrivateRoom(room)) await socket.leave(room);
      socket.data.userId = userId;
      if (userId !== null) await socket.join(userRoom(userId));
      if (typeof ack === 'function') ack({ ok: userId !== null } satisfies LoginAck);
    });
    socket.on(REALTIME_EVENTS.ping, (payload: unknown, ack?: unknown) => {
      const pong: Pong = { t: Date.now(), echo: payload ?? null };
      if (typeof ack === 'function') ack(pong);
      socket.emit(REALTIME_EVENTS.pong, pong);
    });
  });

  const privateRooms = new Set<string>();
  function isPrivateRoom(room: string): boolean {
    if (room.startsWith('user:')) return true;
    const prefix = room.split(':')[0] ?? '';
    return privateRooms.has(prefix);
  }

  return {
    io,
    addChannel(owner, channel) {
      if (channels.has(channel.name)) throw new Error(`channel ${channel.name} is registered twice`);
      channels.set(channel.name, { ...channel, owner });
      if (channel.access === 'private') privateRooms.add(channel.name);
    },
    channels: () => [...channels.values()].map(({ name, owner, access, events }) => ({ name, owner, access, events })),
    hasMembers: (room) => io.sockets.adapter.rooms.has(room),
    setAuthenticator(fn) {
      verify = fn;
    },
    async close() {
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
