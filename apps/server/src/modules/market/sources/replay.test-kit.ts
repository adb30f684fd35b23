/** A local stand-in for a venue's public stream: replays frames to every connection and records what it was sent. */
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

export async function replayServer(frames: readonly string[], port = 0) {
  const wss = new WebSocketServer({ port, host: '127.0.0.1' });
  await new Promise<void>((done) => wss.once('listening', () => done()));
  const urls: string[] = [];
  const received: string[] = [];
  wss.on('connection', (socket, req) => {
    urls.push(req.url ?? '');
    socket.on('message', (m) => received.push(m.toString()));
    for (const f of frames) socket.send(f);
  });
  const bound = (wss.address() as AddressInfo).port;
  return {
    port: bound,
    urls,
    received,
    url: `ws://127.0.0.1:${bound}`,
    /** Drops every connection, as a venue does on maintenance. */
    drop: () => {
      for (const c of wss.clients) c.terminate();
    },
    send: (frame: string) => {
      for (const c of wss.clients) c.send(frame);
    },
    close: () =>
      new Promise<void>((d) => {
        for (const c of wss.clients) c.terminate();
        wss.close(() => d());
      }),
  };
}

export async function waitFor(cond: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}
