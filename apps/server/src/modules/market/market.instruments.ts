/**
 * Instruments in memory: the rows (admin-editable) joined with their coin names, looked up by id or by any
 * spelling of the symbol (`BTC/USDT`, `btc/usdt`, `BTC_USDT`, `BTCUSDT`). Reloaded after an admin change.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db';
import type { Instrument } from './engine';
import { seedCatalogue, simulatedSeries } from './market.catalogue';
import { coins, instruments } from './market.tables';

export type InstrumentRow = typeof instruments.$inferSelect;
export type InstrumentInfo = Omit<InstrumentRow, 'kind'> & {
  kind: 'spot' | 'stock';
  currencyName: string;
  legalName: string;
};

const compact = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

export class InstrumentRegistry {
  private list: InstrumentInfo[] = [];
  private byId = new Map<number, InstrumentInfo>();
  private bySym = new Map<string, InstrumentInfo>();
  private byCompact = new Map<string, InstrumentInfo>();
  private readonly seriesBySymbol: Map<string, Instrument>;
  private readonly feedDecimals: Map<string, number>;

  constructor(
    private readonly db: Db,
    symbols?: readonly string[],
  ) {
    const all = simulatedSeries();
    const keep = symbols ? new Set(symbols) : undefined;
    this.seriesBySymbol = new Map(all.filter((s) => !keep || keep.has(s.symbol)).map((s) => [s.symbol, s]));
    this.feedDecimals = new Map(all.map((s) => [s.symbol, s.pricePrecision]));
  }

  /** Seeds missing reference rows (when `seed`) and reads every instrument. */
  async load(seed = false): Promise<void> {
    if (seed) await seedCatalogue(this.db);
    const [rows, coinRows] = await Promise.all([
      this.db.select().from(instruments).orderBy(asc(instruments.sort), asc(instruments.id)),
      this.db.select({ id: coins.id, code: coins.code }).from(coins),
    ]);
    const code = new Map(coinRows.map((c) => [c.id, c.code]));
    this.list = rows.map((r) => ({
      ...r,
      kind: r.kind === 'stock' ? 'stock' : 'spot',
      currencyName: code.get(r.currencyId) ?? '',
      legalName: code.get(r.legalId) ?? '',
    }));
    this.byId = new Map(this.list.map((i) => [i.id, i]));
    this.bySym = new Map(this.list.map((i) => [i.symbol, i]));
    this.byCompact = new Map(this.list.map((i) => [compact(i.symbol), i]));
  }

  bySymbol(symbol: string): InstrumentInfo | undefined {
    return this.bySym.get(symbol);
  }

  find(symbolOrId: string | number): InstrumentInfo | undefined {
    if (typeof symbolOrId === 'number') return this.byId.get(symbolOrId);
    const s = symbolOrId.trim();
    if (/^\d+$/.test(s)) return this.byId.get(Number(s));
    return this.bySym.get(s) ?? this.byCompact.get(compact(s));
  }

  all(): readonly InstrumentInfo[] {
    return this.list;
  }

  enabled(): InstrumentInfo[] {
    return this.list.filter((i) => i.enabled);
  }

  /** The simulated/generated price series (every instrument, or the subset given to the constructor). */
  allSeries(): Instrument[] {
    return [...this.seriesBySymbol.values()].filter((s) => this.bySym.has(s.symbol));
  }

  series(symbol: string): Instrument | undefined {
    return this.seriesBySymbol.get(symbol);
  }

  /**
   * Decimals the feeds record this instrument's prices at (the deployment's series, simulated or not). Unlike the
   * instrument's `precision`, which the back office edits for display, settlement can rely on it (issue 30 item 4).
   */
  feedPrecision(symbol: string): number | undefined {
    return this.feedDecimals.get(symbol);
  }
}
