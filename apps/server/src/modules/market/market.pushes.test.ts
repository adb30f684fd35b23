/**
 * The push jobs on fake timers: the kline cap (at most 10 messages a second per room, newest state last) and the
 * daymarket cadence, counted on the fake clock so a busy machine cannot change the answer.
 */
import type { Quote } from '@app/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler } from '../../platform/scheduler';
import type { Candle } from './engine';
import type { InstrumentInfo } from './market.instruments';
import { startMarketPushes } from './market.realtime';

type Sent = { at: number; room: string | null; event: string; payload: unknown };

function setup() {
  const sent: Sent[] = [];
  const io = {
    emit: (event: string, payload: unknown) => sent.push({ at: performance.now(), room: null, event, payload }),
    to: (room: string) => ({
      emit: (event: string, payload: unknown) => sent.push({ at: performance.now(), room, event, payload }),
    }),
  };
  let listener: ((c: Candle) => void) | undefined;
  let changed: Quote[] = [];
  const inst = { id: 7, symbol: 'XRP/USDT', precision: 4, currencyId: 5, currencyName: 'XRP', legalId: 3 };
  const market = {
    onCandle(fn: (c: Candle) => void) {
      listener = fn;
      return () => {
        listener = undefined;
      };
    },
    takeChangedQuotes() {
      const out = changed;
      changed = [];
      return out;
    },
    registry: { bySymbol: (s: string) => (s === inst.symbol ? (inst as unknown as InstrumentInfo) : undefined) },
  };
  const scheduler = createScheduler({ error: () => {} });
  const realtime = { io: io as never, hasMembers: () => true };
  const pushes = startMarketPushes(realtime, scheduler, market as never);
  scheduler.start();
  const candle = (i: number): Candle =>
    ({
      symbol: inst.symbol,
      period: '1hour',
      openTime: 0,
      closeTime: 3_600_000,
      open: '0.55',
      high: '0.6',
      low: '0.5',
      close: (0.55 + i / 10_000).toFixed(4),
      volume: '10',
      amount: '5.5',
      count: 1,
    }) as Candle;
  return {
    sent,
    tick: (i: number) => listener?.(candle(i)),
    setChanged: (q: Quote[]) => {
      changed = q;
    },
    stop: async () => {
      await pushes.stop();
      await scheduler.stop();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('market push jobs', () => {
  it('coalesce a burst of 400 ticks in a second to at most 10 kline messages in any second, newest last', async () => {
    const s = setup();
    let i = 0;
    // 10 ticks every 25 ms for 2 s of fake time.
    for (let step = 0; step < 80; step++) {
      for (let k = 0; k < 10; k++) s.tick(i++);
      await vi.advanceTimersByTimeAsync(25);
    }
    await vi.advanceTimersByTimeAsync(500);
    const klines = s.sent.filter((m) => m.event === 'kline');
    expect(klines.every((m) => m.room === 'kline:XRP/USDT:1hour')).toBe(true);
    let densest = 0;
    for (let a = 0; a < klines.length; a++) {
      let n = 0;
      while (a + n < klines.length && klines[a + n]!.at - klines[a]!.at < 1000) n++;
      densest = Math.max(densest, n);
    }
    expect(densest).toBe(10);
    expect((klines.at(-1)!.payload as { close: string }).close).toBe((0.55 + (i - 1) / 10_000).toFixed(4));
    await s.stop();
  });

  it('sends changed quotes once a second and nothing when none changed', async () => {
    const s = setup();
    const quote = { symbol: 'BTC/USDT' } as Quote;
    for (let second = 0; second < 3; second++) {
      s.setChanged([quote]);
      await vi.advanceTimersByTimeAsync(1000);
    }
    await vi.advanceTimersByTimeAsync(3000);
    const day = s.sent.filter((m) => m.event === 'daymarket');
    expect(day.map((m) => m.at)).toEqual([1000, 2000, 3000].map((ms) => day[0]!.at - 1000 + ms));
    expect(day.every((m) => (m.payload as Quote[])[0] === quote)).toBe(true);
    await s.stop();
  });
});
