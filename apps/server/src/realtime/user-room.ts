/**
 * Private rooms: a socket proves its token with `login` ({token}) and joins `user:<id>`; the ack says
 * `{ok: true}` or `{ok: false}`. Features push private events with `io.to(userRoom(id)).emit(...)`.
 */
import type { Server } from 'socket.io';

export const userRoom = (userId: number) => `user:${userId}`;

export function registerUserLogin(io: Server, verifyToken: (raw: string) => Promise<number | null>): void {
  io.on('connection', (socket) => {
    socket.on('login', async (payload: unknown, ack?: unknown) => {
      const raw = (payload as { token?: unknown } | null)?.token;
      const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '').trim() : '';
      let userId: number | null = null;
      try {
        userId = token ? await verifyToken(token) : null;
      } catch {
        userId = null;
      }
      for (const room of socket.rooms) if (room.startsWith('user:')) await socket.leave(room);
      if (userId !== null) await socket.join(userRoom(userId));
      if (typeof ack === 'function') ack({ ok: userId !== null });
    });
  });
}
