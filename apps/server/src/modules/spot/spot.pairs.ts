/**
 * Spot pairs: the market module's spot instruments joined with their trading settings (`spot_pairs`, seeded
 * insert-if-missing at start, so an admin's later edits survive). Ticks and lots come from the instrument's
 * precisions, with the lot raised until tick × lot is a whole unit of the quote currency's scale: then every
 * notional (price × amount) is exact in the quote currency and only fees ever round.
 */
import { currencyScale, max } from '@app/money';
import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { quoteUnitSize } from './engine';
import { spotPairs } from './spot.tables';

export type PairInfo = {
  id: number;
  symbol: string;
  base: string;
  quote: string;
  baseId: number;
  quoteId: number;
  pricePrecision: number;
  amountPrecision: number;
  tickSize: string;
  lotSize: string;
  minNotional: string;
  makerFee: string;
  takerFee: string;
  zeroFee: boolean;
  halted: boolean;
  enabled: boolean;
};

export type SpotInstrument = {
  id: number;
  symbol: string;
  kind: string;
  enabled: boolean;
  currencyId: number;
  legalId: number;
  currencyName: string;
  legalName: string;
  precision: number;
  amountPrecision: number;
};

const ZERO_FEE_SYMBOL = 'BTC/USDT';
const DEFAULT_FEE = '0.001';
const DEFAULT_MIN_NOTIONAL = '5';

const pow10 = (n: number) => (n <= 0 ? '1'.padEnd(1 - n, '0') : `0.${'0'.repeat(n - 1)}1`);

function defaultSettings(inst: SpotInstrument) {
  const tick = pow10(inst.precision);
  const lot = max(pow10(inst.amountPrecision), pow10(currencyScale(inst.legalName) - inst.precision));
  return {
    id: inst.id,
    tickSize: tick,
    lotSize: lot,
    minNotional: DEFAULT_MIN_NOTIONAL,
    makerFee: DEFAULT_FEE,
    takerFee: DEFAULT_FEE,
    zeroFee: inst.symbol === ZERO_FEE_SYMBOL,
  };
}

/** tick × lot must be a whole number of the quote's smallest unit, the lot a whole number of the base's. */
export function checkSteps(tick: string, lot: string, base: string, quote: string): boolean {
  const unit = quoteUnitSize(tick, lot);
  const decimals = (s: string) => (s.includes('.') ? s.split('.')[1]!.length : 0);
  return decimals(unit) <= currencyScale(quote) && decimals(lot) <= currencyScale(base);
}

export async function seedPairs(ex: Executor, list: readonly SpotInstrument[]): Promise<void> {
  const spot = list.filter((i) => i.kind === 'spot');
  if (spot.length > 0) await ex.insert(spotPairs).values(spot.map(defaultSettings)).onConflictDoNothing();
}

export async function loadPairs(db: Db, list: readonly SpotInstrument[]): Promise<Map<number, PairInfo>> {
  const spot = list.filter((i) => i.kind === 'spot');
  const rows = spot.length
    ? await db
        .select()
        .from(spotPairs)
        .where(
          inArray(
            spotPairs.id,
            spot.map((i) => i.id),
          ),
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<number, PairInfo>();
  for (const i of spot) {
    const r = byId.get(i.id);
    if (!r) continue;
    out.set(i.id, {
      id: i.id,
      symbol: i.symbol,
      base: i.currencyName,
      quote: i.legalName,
      baseId: i.currencyId,
      quoteId: i.legalId,
      pricePrecision: i.precision,
      amountPrecision: i.amountPrecision,
      tickSize: normal(r.tickSize),
      lotSize: normal(r.lotSize),
      minNotional: normal(r.minNotional),
      makerFee: normal(r.makerFee),
      takerFee: normal(r.takerFee),
      zeroFee: r.zeroFee,
      halted: r.halted,
      enabled: r.enabled && i.enabled,
    });
  }
  return out;
}

/** numeric(36,18) comes back as '0.010000000000000000'; the engine's converters want the short form. */
export function normal(s: string): string {
  if (!s.includes('.')) return s;
  const t = s.replace(/0+$/, '');
  return t.endsWith('.') ? t.slice(0, -1) : t;
}
