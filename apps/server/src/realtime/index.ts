/**
 * socket.io on the same HTTP server as the API, at /socket.io. Feature issues add their events here
 * (market data, private rooms per user); for now a `ping` answered with `pong` proves the connection.
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';

export type Realtime = { io: Server; close(): Promise<void> };

export function createRealtime(server: HttpServer, opts: { corsOrigin: boolean | string[] }): Realtime {
  const io = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: opts.corsOrigin },
    connectTimeout: 20_000,
  });

  io.on('connection', (socket) => {
    socket.on('ping', (payload: unknown, ack?: unknown) => {
      const answer = { t: Date.now(), echo: payload ?? null };
      if (typeof ack === 'function') ack(answer);
      socket.emit('pong', answer);
    });
  });

  return {
    io,
    /** Ends every socket and the engine, leaving the HTTP server to Fastify's own close. */
    async close() {
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}

export { registerUserLogin, userRoom } from './user-room';
