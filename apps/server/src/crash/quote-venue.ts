/**
 * A stand-in price venue for the crash suite's production server: in production an instrument with only the
 * simulator behind it cannot be traded (issue 30), so the server reads its prices from this local stream in the
 * documented generic quote format (`quote-ws`, docs/api-market.md). Prices stay at the catalogue's start prices:
 * the suite measures crashes, not markets.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { simulatedSeries } from '../modules/market/market.catalogue';

export async function quoteVenue(everyMs = 500) {
  const prices = new Map(simulatedSeries().map((s) => [s.symbol.replace(/\/USD$/, '').toUpperCase(), s.startPrice]));
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((done) => wss.once('listening', () => done()));
  const timers = new Set<NodeJS.Timeout>();
  wss.on('connection', (socket) => {
    let wanted: string[] = [];
    const send = () => {
      const ts = Date.now();
      const quotes = wanted.flatMap((symbol) => {
        const price = prices.get(symbol.toUpperCase());
        return price ? [{ symbol, price, ts }] : [];
      });
      if (quotes.length > 0 && socket.readyState === socket.OPEN) socket.send(JSON.stringify(quotes));
    };
    socket.on('message', (raw) => {
      try {
        const msg = JSON.parse(raw.toString()) as { subscribe?: unknown };
        if (Array.isArray(msg.subscribe)) wanted = msg.subscribe.filter((s): s is string => typeof s === 'string');
        send();
      } catch {
        // not a subscription: ignored, as a venue would
      }
    });
    const timer = setInterval(send, everyMs);
    timers.add(timer);
    socket.once('close', () => {
      clearInterval(timer);
      timers.delete(timer);
    });
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/quotes`;
  return {
    /** MARKET_SOURCES for a server that reads every instrument from this venue. */
    sources: JSON.stringify({ sources: { venue: { kind: 'quote-ws', url } }, instruments: { '*': ['venue'] } }),
    close: () =>
      new Promise<void>((done) => {
        for (const t of timers) clearInterval(t);
        for (const c of wss.clients) c.terminate();
        wss.close(() => done());
      }),
  };
}
