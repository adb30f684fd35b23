/**
 * A loopback stand-in for the exchange's public trade stream (Binance combined-stream `aggTrade` frames). The
 * server's one price source (MARKET_SOURCES, kind binance) points here, so every price the bench sets reaches the
 * books the way a real trade does: the source → the index feed's 1 s grid → the market service's buffer → the
 * `market.flush` job. Nothing in the bench
 * writes a tick or calls the market service's feed entry itself.
 */
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

export type FakeExchange = {
  /** Base URL of the binance-format source (the source appends `?streams=…`). */
  url: string;
  /** Resolves once the server's feed has connected. */
  connected(): Promise<void>;
  /** One trade per symbol (`BTC/USDT` → `BTCUSDT`), stamped now (the exchange's trade time `T`). */
  trade(prices: ReadonlyMap<string, string>): void;
  close(): Promise<void>;
};

export async function startExchange(): Promise<FakeExchange> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const port = (wss.address() as AddressInfo).port;
  const clients = new Set<WebSocket>();
  let onConnect: (() => void) | undefined;
  wss.on('connection', (ws) => {
    clients.add(ws);
    ws.on('close', () => clients.delete(ws));
    onConnect?.();
  });
  return {
    url: `ws://127.0.0.1:${port}/stream`,
    connected: () =>
      clients.size > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onConnect = resolve;
          }),
    trade(prices) {
      const T = Date.now();
      for (const [symbol, p] of prices) {
        const s = symbol.replace('/', '');
        const frame = JSON.stringify({
          stream: `${s.toLowerCase()}@aggTrade`,
          data: { e: 'aggTrade', s, p, q: '0.01', T },
        });
        for (const c of clients) c.send(frame);
      }
    },
    async close() {
      for (const c of clients) c.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
