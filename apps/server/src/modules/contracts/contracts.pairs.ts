/**
 * Contract pairs: market instruments with leverage (crypto perpetuals on the spot pair's price) and the US stocks,
 * joined with their published settings (`contract_pairs`, seeded insert-if-missing at start, so an admin's later
 * edits survive). Stocks are quoted in USD and settled 1:1 in USDT in the stock account (docs/decisions.md).
 */
import { currencyScale, max, mul, normalize, round } from '@app/money';
import { inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { ACCOUNT_KIND, type AccountKind } from '../ledger';
import { contractPairs } from './contracts.tables';

export type ContractArea = 'contract' | 'stock';

/** What the contracts module needs of a market instrument. */
export type ContractInstrument = {
  id: number;
  symbol: string;
  kind: string;
  enabled: boolean;
  currencyId: number;
  legalId: number;
  currencyName: string;
  legalName: string;
  precision: number;
  leverages: number[] | null;
  lotSize: string | null;
};

export type ContractPair = {
  id: number;
  symbol: string;
  area: ContractArea;
  currencyId: number;
  legalId: number;
  currencyName: string;
  legalName: string;
  settleCurrency: string;
  accountKind: AccountKind;
  /** Decimals of prices (the instrument's grid) and of the settlement coin's balances. */
  precision: number;
  scale: number;
  lotSize: string;
  minLots: number;
  maxLots: number;
  multiples: number[];
  sharePresets: number[];
  spread: string;
  feeRate: string;
  overnightRate: string;
  threshold: string;
  limitEntries: boolean;
  enabled: boolean;
  /** Shown on the "margin / super leverage" screen: its highest multiple is at least HIGH_LEVERAGE. */
  highLeverage: boolean;
};

export const SETTLE_CURRENCY = 'USDT';
export const HIGH_LEVERAGE = 50;
const STOCK_MULTIPLES = [1, 2, 5, 10];

const step = (precision: number) => (precision <= 0 ? '1' : `0.${'0'.repeat(precision - 1)}1`);

/** A spread of about 0.01 % of the price, at least one price step. */
function defaultSpread(price: string | undefined, precision: number): string {
  const approx = price ? round(mul(price, '0.0001'), precision, 'half-up') : '0';
  return normalize(max(approx, step(precision)));
}

function defaults(inst: ContractInstrument, price: string | undefined) {
  const stock = inst.kind === 'stock';
  return {
    id: inst.id,
    area: stock ? 'stock' : 'contract',
    settleCurrency: SETTLE_CURRENCY,
    lotSize: stock ? '1' : (inst.lotSize ?? step(inst.precision)),
    minLots: 1,
    maxLots: stock ? 10_000 : 1_000,
    multiples: stock ? STOCK_MULTIPLES : (inst.leverages ?? [5, 10, 20]),
    sharePresets: [1, 5, 10, 20, 50],
    spread: stock ? step(inst.precision) : defaultSpread(price, inst.precision),
    feeRate: stock ? '0.001' : '0.0005',
    overnightRate: stock ? '0.0001' : '0.0002',
    liquidationThreshold: '10',
    limitEntries: true,
  };
}

/** Instruments that trade as contracts: crypto pairs with leverages, and every stock. */
export const isContractInstrument = (i: ContractInstrument) =>
  i.kind === 'stock' || (i.leverages !== null && i.leverages.length > 0);

export async function seedContractPairs(
  ex: Executor,
  list: readonly ContractInstrument[],
  lastPrice: (symbol: string) => string | undefined,
): Promise<void> {
  const rows = list.filter(isContractInstrument).map((i) => defaults(i, lastPrice(i.symbol)));
  if (rows.length > 0) await ex.insert(contractPairs).values(rows).onConflictDoNothing();
}

export async function loadContractPairs(
  db: Db,
  list: readonly ContractInstrument[],
): Promise<Map<number, ContractPair>> {
  const wanted = list.filter(isContractInstrument);
  const rows = wanted.length
    ? await db
        .select()
        .from(contractPairs)
        .where(
          inArray(
            contractPairs.id,
            wanted.map((i) => i.id),
          ),
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<number, ContractPair>();
  for (const i of wanted) {
    const r = byId.get(i.id);
    if (!r) continue;
    const area: ContractArea = r.area === 'stock' ? 'stock' : 'contract';
    const multiples = [...r.multiples].sort((a, b) => a - b);
    out.set(i.id, {
      id: i.id,
      symbol: i.symbol,
      area,
      currencyId: i.currencyId,
      legalId: i.legalId,
      currencyName: i.currencyName,
      legalName: i.legalName,
      settleCurrency: r.settleCurrency,
      accountKind: area === 'stock' ? ACCOUNT_KIND.stock : ACCOUNT_KIND.lever,
      precision: i.precision,
      scale: currencyScale(r.settleCurrency),
      lotSize: normalize(r.lotSize),
      minLots: r.minLots,
      maxLots: r.maxLots,
      multiples,
      sharePresets: [...r.sharePresets],
      spread: normalize(r.spread),
      feeRate: normalize(r.feeRate),
      overnightRate: normalize(r.overnightRate),
      threshold: normalize(r.liquidationThreshold),
      limitEntries: r.limitEntries,
      enabled: r.enabled && i.enabled,
      highLeverage: (multiples[multiples.length - 1] ?? 0) >= HIGH_LEVERAGE,
    });
  }
  return out;
}
