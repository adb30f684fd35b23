/**
 * `/currency/new_timeshar` parameters → a validated range. Times are seconds (values above 10 digits are taken
 * as milliseconds, spec §9). Without from/to: the last 300 candles; with either: at most 2,000, the newest ones.
 */
import { KLINE_DEFAULT, KLINE_MAX } from '@app/api';
import type { ServerKey } from '@app/i18n/server';
import { normalizePeriod, type Period } from './engine';
import type { InstrumentInfo } from './market.instruments';

type KlineRange = { ok: true; inst: InstrumentInfo; period: Period; from: number; to: number; limit: number };

function toMs(raw: string | undefined): number | null | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d{1,16}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return raw.trim().length > 10 ? n : n * 1000;
}

export function parseKlineQuery(
  q: { symbol?: string | undefined; period?: string | undefined; from?: string | undefined; to?: string | undefined },
  nowMs: number,
  find: (symbol: string) => InstrumentInfo | undefined,
): KlineRange | { ok: false; key: ServerKey } {
  const inst = q.symbol ? find(q.symbol) : undefined;
  if (!inst) return { ok: false, key: 'market.unknown_symbol' };
  const period = normalizePeriod(q.period ?? '');
  if (!period) return { ok: false, key: 'market.bad_period' };
  const from = toMs(q.from);
  const to = toMs(q.to);
  if (from === null || to === null) return { ok: false, key: 'market.bad_range' };
  if (from === undefined && to === undefined) {
    return { ok: true, inst, period, from: Number.MIN_SAFE_INTEGER, to: nowMs, limit: KLINE_DEFAULT };
  }
  const f = from ?? Number.MIN_SAFE_INTEGER; // monthly history reaches back before 1970
  const t = to ?? nowMs;
  if (f > t) return { ok: false, key: 'market.bad_range' };
  return { ok: true, inst, period, from: f, to: t, limit: KLINE_MAX };
}
