/**
 * Realtime fan-out benchmark: one server, 1,000 clients on loopback subscribed to the tickers, receiving the same
 * `daymarket` frames (27 quotes, ~9 KB) 10 times a second. socket.io (the server's stack) against raw `ws`
 * broadcasting the identical JSON in the same run. Prints deliveries per second, p50/p99 delay and the ratios.
 * Bounded: about 20 s in all, then it exits. `npm run bench:realtime` (CLIENTS, SECONDS, RATE override).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import WebSocket, { WebSocketServer } from 'ws';
import { frame, type Result, summarise } from './frames';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 4);
const RATE = Number(process.env.RATE ?? 10);

async function inBatches<T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += 100) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(100, n - i) }, (_, k) => make(i + k)))));
  }
  return out;
}

/** Sends `RATE` frames a second for `SECONDS`, then waits half a second for stragglers; returns the seconds. */
async function drive(broadcast: (payload: string) => void): Promise<number> {
  const started = performance.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      broadcast(frame(performance.now()));
      sent++;
      if (sent >= SECONDS * RATE) {
        clearInterval(timer);
        done();
      }
    }, 1000 / RATE);
  });
  await new Promise((r) => setTimeout(r, 500));
  return (performance.now() - started) / 1000;
}

async function socketIo(): Promise<Result> {
  const http = createServer();
  const io = new Server(http, { path: '/socket.io', serveClient: false });
  io.on('connection', (s) =>
    s.on('sub', async (_p: unknown, ack?: () => void) => {
      await s.join('tickers');
      ack?.();
    }),
  );
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const delays: number[] = [];
  const clients = await inBatches(CLIENTS, async () => {
    const c: Socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    await new Promise<void>((r) => c.once('connect', () => r()));
    await new Promise<void>((r) => c.emit('sub', { channel: 'tickers' }, () => r()));
    c.on('daymarket', (payload: { t: number }) => delays.push(performance.now() - payload.t));
    return c;
  });
  const seconds = await drive((p) => io.to('tickers').emit('daymarket', JSON.parse(p)));
  for (const c of clients) c.disconnect();
  io.close();
  return summarise('socket.io', delays, seconds, CLIENTS * SECONDS * RATE);
}

async function rawWs(): Promise<Result> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  const delays: number[] = [];
  const clients = await inBatches(CLIENTS, async () => {
    const c = new WebSocket(url);
    await new Promise<void>((r) => c.once('open', () => r()));
    c.on('message', (data) => delays.push(performance.now() - (JSON.parse(data.toString()) as { t: number }).t));
    return c;
  });
  const seconds = await drive((p) => {
    for (const c of wss.clients) c.send(p);
  });
  for (const c of clients) c.terminate();
  await new Promise<void>((r) => wss.close(() => r()));
  return summarise('raw ws', delays, seconds, CLIENTS * SECONDS * RATE);
}

const guard = setTimeout(() => {
  console.error('bench: time limit reached');
  process.exit(1);
}, 60_000);
const t0 = performance.now();
const sio = await socketIo();
const raw = await rawWs();
clearTimeout(guard);
console.log(`\n${CLIENTS} clients, ${RATE} frames/s for ${SECONDS} s, frame ${frame(0).length} bytes`);
console.table([sio, raw].map((r) => ({ ...r, p50_ms: r.p50_ms.toFixed(2), p99_ms: r.p99_ms.toFixed(2) })));
console.log(
  `socket.io / raw ws: deliveries/s ${(sio.deliveries_per_s / raw.deliveries_per_s).toFixed(2)}×, p99 delay ${(sio.p99_ms / raw.p99_ms).toFixed(2)}×`,
);
console.log(`total ${((performance.now() - t0) / 1000).toFixed(1)} s`);
process.exit(0);
