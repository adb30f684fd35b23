/**
 * Reads of the contracts screens: pairs, `/lever/deal`, `/lever/dealall`, `/lever/my_trade`, a position's detail
 * with its receipts, the estimate shown before confirming, and the risk figures per account. Open positions are
 * read from the service's committed mirror and priced at the instrument's last price; history from the table.
 */
import type {
  ContractArea,
  LeverDeal,
  LeverDealAll,
  LeverDetail,
  LeverEstimate,
  LeverMyTrade,
  LeverOrder,
  LeverPair,
  LeverRisk,
} from '@app/api';
import { type Amount, add, cmp, div, gt, mul, normalize, sub, sum, toFixed } from '@app/money';
import { and, count, desc, eq, inArray, gt as later, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import { getOrCreateAccount } from '../ledger';
import type { ReceiptsService } from '../receipts';
import { type PositionRow, STATUS } from './contracts.exec';
import { dayOf } from './contracts.overnight';
import { type ContractPair, SETTLE_CURRENCY } from './contracts.pairs';
import { OVERNIGHT_REF, overnightRef } from './contracts.receipts';
import type { ContractsService } from './contracts.service';
import { contractOvernightRuns, contractPositions } from './contracts.tables';
import { wireOrder } from './contracts.wire';
import { isolatedLiquidationPrice, overnightFeeOf, pnlOf, positionValue, riskRateOf } from './engine/formulas';
import { entryAt, entrySplit } from './engine/settlement';

type Market = {
  lastPrice(symbol: string): string | undefined;
  change(symbol: string): string;
  isOpen(symbol: string, ts: number): boolean;
};

export type ContractsReads = ReturnType<typeof createContractsReads>;

const sideOf = (r: Pick<PositionRow, 'side'>) => (r.side === 'short' ? 'short' : 'long');

export function createContractsReads(deps: {
  db: Db;
  contracts: ContractsService;
  market: Market;
  receipts: Pick<ReceiptsService, 'forRefs'>;
  usdRate: () => Promise<string>;
  now?: () => number;
}) {
  const { db, contracts, market, receipts } = deps;
  const now = deps.now ?? Date.now;
  const wireDeps = {
    pair: (id: number) => contracts.pair(id),
    lastPrice: (s: string) => market.lastPrice(s),
    liquidationPrice: (id: number) => contracts.book().liquidationPrice(String(id)),
  };
  const wire = (r: PositionRow): LeverOrder => wireOrder(r, wireDeps);
  const lastOf = (p: ContractPair) => {
    const last = market.lastPrice(p.symbol);
    return last ? toFixed(last, p.precision) : '';
  };

  function pairView(p: ContractPair): LeverPair {
    return {
      id: p.id,
      symbol: p.symbol,
      area: p.area,
      currency_id: p.currencyId,
      legal_id: p.legalId,
      currency_name: p.currencyName,
      legal_name: p.legalName,
      settle_currency: p.settleCurrency,
      account: p.area === 'stock' ? 'stock' : 'lever',
      lot_size: p.lotSize,
      min_lots: p.minLots,
      max_lots: p.maxLots,
      multiples: p.multiples,
      share_presets: p.sharePresets,
      spread: p.spread,
      fee_rate: p.feeRate,
      overnight_rate: p.overnightRate,
      liquidation_threshold: p.threshold,
      precision: p.precision,
      high_leverage: p.highLeverage,
      limit_entries: p.limitEntries,
      market_open: market.isOpen(p.symbol, now()),
      last_price: lastOf(p),
      change: market.change(p.symbol),
    };
  }

  const accountKind = (area: ContractArea) => (area === 'stock' ? 5 : 3);

  async function available(userId: number, area: ContractArea, currency: string): Promise<Amount> {
    const acc = await getOrCreateAccount(db, { ownerType: 'user', ownerId: userId, currency, kind: accountKind(area) });
    return acc.available;
  }

  const openOf = (userId: number, pred: (r: PositionRow) => boolean = () => true) =>
    [...contracts.live().values()]
      .filter((r) => r.userId === userId && r.status === STATUS.open && pred(r))
      .sort((a, b) => b.id - a.id);

  const markOf = (r: PositionRow) => {
    const pair = contracts.pair(r.pairId);
    const last = market.lastPrice(r.symbol);
    return last && pair ? toFixed(last, pair.precision) : (r.entryPrice ?? '0');
  };
  const pnlAtMark = (r: PositionRow) => pnlOf(sideOf(r), r.entryPrice ?? '0', markOf(r), r.quantity);

  /** Risk figures of one account: totals over its open positions, the rate of its cross group. */
  async function risk(userId: number, area: ContractArea, currency: string): Promise<LeverRisk> {
    const rows = openOf(userId, (r) => r.area === area && r.settleCurrency === currency);
    const balance = await available(userId, area, currency);
    const cross = rows.filter((r) => r.marginMode !== 'isolated');
    const rate = riskRateOf(
      balance,
      cross.map((r) => normalize(r.margin)),
      cross.map(pnlAtMark),
    );
    return {
      balance,
      hazard_rate: rate ?? '',
      caution_money_total: normalize(sum(rows.map((r) => r.margin))),
      origin_caution_money_total: normalize(sum(rows.map((r) => r.originMargin))),
      profits_total: normalize(sum(rows.map(pnlAtMark))),
    };
  }

  function paginate(rows: LeverOrder[], total: number, page: number, limit: number) {
    return { data: rows, total, current_page: page, per_page: limit, last_page: Math.max(1, Math.ceil(total / limit)) };
  }

  function book(p: ContractPair) {
    const levels = (side: 'long' | 'short') => {
      const by = new Map<string, number>();
      for (const r of contracts.live().values()) {
        if (r.status !== STATUS.open || r.pairId !== p.id || r.side !== side || r.entryPrice === null) continue;
        const price = toFixed(r.entryPrice, p.precision);
        by.set(price, (by.get(price) ?? 0) + r.lots);
      }
      return [...by.entries()]
        .sort((a, b) => cmp(b[0], a[0]))
        .slice(0, 5)
        .map(([price, share]) => ({ price, share }));
    };
    return { in: levels('long'), out: levels('short') };
  }

  /**
   * The receipts of some positions, newest first: their fills and closes (ref `contract_position`) and one overnight
   * fee a night (ref `contract_overnight`, `<id>:<day>`), looked up by the nights whose run has settled since each
   * opened (a night's run only charges positions opened before it).
   */
  async function receiptsOf(userId: number, rows: readonly { id: number; openedAt: Date | null }[]) {
    const opened = rows.flatMap((r) => (r.openedAt ? [dayOf(r.openedAt.getTime())] : []));
    const first = opened.sort()[0];
    const nights =
      first === undefined
        ? []
        : await db
            .select({ day: contractOvernightRuns.day })
            .from(contractOvernightRuns)
            .where(and(eq(contractOvernightRuns.state, 'done'), later(contractOvernightRuns.day, first)));
    const refs = rows.flatMap((r) => {
      if (!r.openedAt) return [];
      const from = dayOf(r.openedAt.getTime());
      return nights.filter((n) => n.day > from).map((n) => overnightRef(r.id, n.day));
    });
    const [own, fees] = await Promise.all([
      receipts.forRefs(
        userId,
        'contract_position',
        rows.map((r) => String(r.id)),
      ),
      receipts.forRefs(userId, OVERNIGHT_REF, refs),
    ]);
    // Newest first as `forRefs` answers: the close, the nights (newest first), then the fill.
    const closes = own.filter((r) => r.kind === 'contracts.close');
    return [...closes, ...fees, ...own.filter((r) => r.kind !== 'contracts.close')];
  }

  return {
    wire,
    risk,
    /** Every pair, enabled or not (the back office). */
    pairsAll: (): LeverPair[] => contracts.pairs().map(pairView),

    /** Ids of the receipts of some positions of one user (a liquidation's). */
    async receiptIds(userId: number, positionIds: readonly number[]): Promise<string[]> {
      if (positionIds.length === 0) return [];
      const rows = await db
        .select({ id: contractPositions.id, openedAt: contractPositions.openedAt })
        .from(contractPositions)
        .where(inArray(contractPositions.id, [...positionIds]));
      return (await receiptsOf(userId, rows)).map((r) => r.id);
    },

    pairs: (area?: ContractArea): LeverPair[] =>
      contracts
        .pairs()
        .filter((p) => p.enabled && (area === undefined || p.area === area))
        .map(pairView),

    async deal(userId: number | undefined, p: ContractPair): Promise<LeverDeal> {
      const mine = userId === undefined ? [] : openOf(userId, (r) => r.pairId === p.id);
      return {
        pair: pairView(p),
        lever_share_limit: { min: p.minLots, max: p.maxLots },
        multiple: { muit: p.multiples.map((value) => ({ value })), share: p.sharePresets.map((value) => ({ value })) },
        last_price: lastOf(p),
        user_lever: userId === undefined ? '0' : await available(userId, p.area, p.settleCurrency),
        all_levers: normalize(sum(mine.map((r) => mul(r.quantity, r.entryPrice ?? '0')))),
        my_transaction: mine.slice(0, 10).map(wire),
        lever_transaction: book(p),
        ustd_price: '1',
        ExRAte: await deps.usdRate(),
      };
    },

    async dealAll(
      userId: number,
      q: { pairId?: number | undefined; area?: ContractArea | undefined; status: 0 | 1; page: number; limit: number },
    ): Promise<LeverDealAll> {
      const area = q.area ?? (q.pairId !== undefined ? contracts.pair(q.pairId)?.area : undefined) ?? 'contract';
      const figures = await risk(userId, area, SETTLE_CURRENCY);
      const status = q.status === 0 ? STATUS.pending : STATUS.open;
      const rows = [...contracts.live().values()]
        .filter((r) => r.userId === userId && r.status === status && r.area === area)
        .filter((r) => q.pairId === undefined || r.pairId === q.pairId)
        .sort((a, b) => b.id - a.id);
      const pageRows = rows.slice((q.page - 1) * q.limit, q.page * q.limit);
      return {
        ...figures,
        // The listed rows' own totals (one pair when asked for one); the account's are in `figures`.
        caution_money: normalize(sum(rows.map((r) => (r.status === STATUS.pending ? r.reserved : r.margin)))),
        origin_caution_money: normalize(
          sum(rows.map((r) => (r.status === STATUS.pending ? r.reserved : r.originMargin))),
        ),
        profits: normalize(sum(rows.filter((r) => r.status === STATUS.open).map(pnlAtMark))),
        order: paginate(pageRows.map(wire), rows.length, q.page, q.limit),
      };
    },

    async myTrade(
      userId: number,
      q: { status: number; pairId?: number | undefined; area?: ContractArea | undefined; page: number; limit: number },
    ): Promise<LeverMyTrade> {
      const conds: SQL[] = [eq(contractPositions.userId, userId)];
      if (q.status >= 0) conds.push(eq(contractPositions.status, q.status));
      if (q.pairId !== undefined) conds.push(eq(contractPositions.pairId, q.pairId));
      if (q.area !== undefined) conds.push(eq(contractPositions.area, q.area));
      const where = and(...conds);
      const rows = await db
        .select()
        .from(contractPositions)
        .where(where)
        .orderBy(desc(contractPositions.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const [total] = await db.select({ n: count() }).from(contractPositions).where(where);
      const figures = await risk(userId, q.area ?? 'contract', SETTLE_CURRENCY);
      return {
        rate_profits_total: { hazard_rate: figures.hazard_rate, profits_total: figures.profits_total },
        message: paginate(
          rows.map((r) => wire(contracts.live().get(r.id) ?? r)),
          total?.n ?? 0,
          q.page,
          q.limit,
        ),
      };
    },

    async detail(userId: number, id: number): Promise<LeverDetail> {
      const [row] = await db.select().from(contractPositions).where(eq(contractPositions.id, id));
      if (!row || row.userId !== userId) throw new AppError('NOT_FOUND');
      const list = await receiptsOf(userId, [row]);
      return {
        order: wire(row),
        receipts: list,
      };
    },

    /** What confirming would do at the recorded price now (the same formulas as the fill). */
    async estimate(
      userId: number,
      p: ContractPair,
      e: { side: 'long' | 'short'; lots: number; multiple: number; limit: Amount | null; mode: 'cross' | 'isolated' },
    ): Promise<LeverEstimate> {
      const reference = lastOf(p);
      if (reference === '') throw AppError.say('contracts.no_price');
      const terms = { lots: e.lots, lotSize: p.lotSize, multiple: e.multiple, feeRate: p.feeRate, scale: p.scale };
      const split =
        e.limit !== null
          ? entryAt(e.limit, terms)
          : entrySplit({ side: e.side, reference, spread: p.spread, ...terms });
      if (!split) throw AppError.say('contracts.no_price');
      const free = await available(userId, p.area, p.settleCurrency);
      let liquidation: Amount | null;
      if (e.mode === 'isolated') {
        liquidation = isolatedLiquidationPrice(
          e.side,
          split.fillPrice,
          split.margin,
          split.quantity,
          p.threshold,
          p.precision,
        );
      } else {
        // Cross: this position alone against the free balance left after the entry, other positions unchanged.
        const others = openOf(userId, (r) => r.area === p.area && r.marginMode !== 'isolated');
        const cushion = add(
          sub(free, add(split.margin, split.fee)),
          sum(others.map((r) => add(r.margin, pnlAtMark(r)))),
        );
        const margins = add(split.margin, sum(others.map((r) => r.margin)));
        // Equity at the threshold: (t/100) × Σ margins; the position's price move that spends the rest.
        const spend = sub(add(cushion, split.margin), div(mul(margins, p.threshold), '100', 18, 'floor'));
        const distance = div(spend, split.quantity, p.precision + 4, 'floor');
        const raw = e.side === 'long' ? sub(split.fillPrice, distance) : add(split.fillPrice, distance);
        const rounded = toFixed(raw, p.precision, e.side === 'long' ? 'ceil' : 'floor');
        liquidation = gt(rounded, '0') ? rounded : null;
      }
      return {
        reference_price: reference,
        fill_price: normalize(split.fillPrice),
        number: normalize(split.quantity),
        value: normalize(split.value),
        margin: normalize(split.margin),
        fee: normalize(split.fee),
        required: normalize(add(split.margin, split.fee)),
        available: free,
        overnight_fee: normalize(
          overnightFeeOf(positionValue(split.fillPrice, split.quantity), p.overnightRate, p.scale),
        ),
        liquidation_price: liquidation ?? '',
        market_open: market.isOpen(p.symbol, now()),
      };
    },
  };
}
