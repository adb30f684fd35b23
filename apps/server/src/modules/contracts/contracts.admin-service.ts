/**
 * Back office of contracts: pair settings (checked, audited; open positions keep the terms they were opened
 * with), open positions, users by risk rate, liquidations with their receipts, the insurance fund and the house's
 * books, overnight fee runs. There is deliberately no call that writes a price or changes a position's outcome.
 */
import type {
  AdminContractPair,
  AdminContractPairInput,
  AdminInsurance,
  AdminLiquidation,
  AdminOvernightRun,
  AdminPosition,
  AdminPositionsQuery,
  AdminRiskRow,
  ContractArea,
} from '@app/api';
import { add, cmp, gt, gte, isPositive, lte, normalize } from '@app/money';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { shownError } from '../../platform/sweeper-error';
import type { Actor, AuditService } from '../admin';
import { balances, withTransaction } from '../ledger';
import { HOUSE, INSURANCE, STATUS } from './contracts.exec';
import type { ContractsReads } from './contracts.reads';
import type { ContractsService } from './contracts.service';
import { contractLiquidations, contractOvernightRuns, contractPairs, contractPositions } from './contracts.tables';

export type ContractsAdmin = ReturnType<typeof createContractsAdmin>;

const decimals = (v: string) => (v.includes('.') ? (v.split('.')[1] ?? '').length : 0);

export function createContractsAdmin(deps: {
  db: Db;
  contracts: ContractsService;
  reads: ContractsReads;
  audit: Pick<AuditService, 'record'>;
  label(userId: number): Promise<string>;
}) {
  const { db, contracts, reads, audit } = deps;

  function adminPair(id: number): AdminContractPair {
    const p = contracts.pair(id);
    if (!p) throw new AppError('NOT_FOUND');
    const view = reads.pairsAll().find((x) => x.id === id);
    if (!view) throw new AppError('NOT_FOUND');
    return { ...view, enabled: p.enabled };
  }

  function checkPatch(id: number, patch: AdminContractPairInput) {
    const p = contracts.pair(id);
    if (!p) throw new AppError('NOT_FOUND');
    const bad = (field: string) => AppError.invalid(field, 'contracts.bad_setting', { field });
    if (patch.lot_size !== undefined && (!isPositive(patch.lot_size) || decimals(patch.lot_size) > 8))
      throw bad('lot_size');
    if (patch.spread !== undefined && decimals(patch.spread) > p.precision) throw bad('spread');
    if (patch.fee_rate !== undefined && gt(patch.fee_rate, '0.1')) throw bad('fee_rate');
    if (patch.overnight_rate !== undefined && gt(patch.overnight_rate, '0.01')) throw bad('overnight_rate');
    if (
      patch.liquidation_threshold !== undefined &&
      !(gte(patch.liquidation_threshold, '0') && lte(patch.liquidation_threshold, '99'))
    ) {
      throw bad('liquidation_threshold');
    }
    if (patch.liquidation_threshold !== undefined && decimals(patch.liquidation_threshold) > 2)
      throw bad('liquidation_threshold');
    if (patch.multiples !== undefined && patch.multiples.length === 0) {
      throw AppError.invalid('multiples', 'contracts.multiples_needed');
    }
    const min = patch.min_lots ?? p.minLots;
    const max = patch.max_lots ?? p.maxLots;
    if (max !== 0 && max < min) throw AppError.invalid('max_lots', 'contracts.lots_order');
  }

  return {
    pairs: () => contracts.pairs().map((p) => adminPair(p.id)),

    async updatePair(actor: Actor, id: number, patch: AdminContractPairInput) {
      checkPatch(id, patch);
      const before = adminPair(id);
      await withTransaction(db, async (tx) => {
        await tx
          .update(contractPairs)
          .set({
            ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
            ...(patch.lot_size !== undefined ? { lotSize: patch.lot_size } : {}),
            ...(patch.min_lots !== undefined ? { minLots: patch.min_lots } : {}),
            ...(patch.max_lots !== undefined ? { maxLots: patch.max_lots } : {}),
            ...(patch.multiples !== undefined
              ? { multiples: [...new Set(patch.multiples)].sort((a, b) => a - b) }
              : {}),
            ...(patch.share_presets !== undefined ? { sharePresets: patch.share_presets } : {}),
            ...(patch.spread !== undefined ? { spread: patch.spread } : {}),
            ...(patch.fee_rate !== undefined ? { feeRate: patch.fee_rate } : {}),
            ...(patch.overnight_rate !== undefined ? { overnightRate: patch.overnight_rate } : {}),
            ...(patch.liquidation_threshold !== undefined ? { liquidationThreshold: patch.liquidation_threshold } : {}),
            ...(patch.limit_entries !== undefined ? { limitEntries: patch.limit_entries } : {}),
            updatedAt: new Date(),
          })
          .where(eq(contractPairs.id, id));
        await audit.record(tx, actor, { action: 'contracts.pair.update', target: String(id), before, after: patch });
      });
      await contracts.reloadPairs();
      return adminPair(id);
    },

    async positions(q: AdminPositionsQuery) {
      const conds: SQL[] = [];
      if (q.status >= 0) conds.push(eq(contractPositions.status, q.status));
      if (q.user_id !== undefined) conds.push(eq(contractPositions.userId, q.user_id));
      if (q.area !== undefined) conds.push(eq(contractPositions.area, q.area));
      const where = conds.length ? and(...conds) : undefined;
      const rows = await db
        .select()
        .from(contractPositions)
        .where(where)
        .orderBy(desc(contractPositions.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const [total] = await db.select({ n: count() }).from(contractPositions).where(where);
      const list: AdminPosition[] = [];
      for (const r of rows) {
        list.push({
          ...reads.wire(contracts.live().get(r.id) ?? r),
          user_id: r.userId,
          user: await deps.label(r.userId),
        });
      }
      return { list, total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    /** Every user account with open positions, closest to liquidation first. */
    async risk(): Promise<AdminRiskRow[]> {
      const keys = new Map<
        string,
        { userId: number; area: ContractArea; currency: string; count: number; threshold: string }
      >();
      for (const r of contracts.live().values()) {
        if (r.status !== STATUS.open) continue;
        const area: ContractArea = r.area === 'stock' ? 'stock' : 'contract';
        const k = `${r.userId}:${area}:${r.settleCurrency}`;
        const e = keys.get(k) ?? { userId: r.userId, area, currency: r.settleCurrency, count: 0, threshold: '0' };
        e.count += 1;
        if (gt(r.threshold, e.threshold)) e.threshold = normalize(r.threshold);
        keys.set(k, e);
      }
      const out: AdminRiskRow[] = [];
      for (const e of keys.values()) {
        const f = await reads.risk(e.userId, e.area, e.currency);
        out.push({
          user_id: e.userId,
          user: await deps.label(e.userId),
          area: e.area,
          settle_currency: e.currency,
          positions: e.count,
          balance: f.balance,
          margin: f.caution_money_total,
          profits: f.profits_total,
          hazard_rate: f.hazard_rate,
          threshold: e.threshold,
        });
      }
      // Accounts with only isolated positions have no cross rate: after the others.
      return out.sort((a, b) =>
        a.hazard_rate === '' ? 1 : b.hazard_rate === '' ? -1 : cmp(a.hazard_rate, b.hazard_rate),
      );
    },

    async liquidations(q: { page: number; limit: number }) {
      const rows = await db
        .select()
        .from(contractLiquidations)
        .orderBy(desc(contractLiquidations.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const [total] = await db.select({ n: count() }).from(contractLiquidations);
      const ids = rows.map((r) => r.id);
      const positions = ids.length
        ? await db
            .select({
              id: contractPositions.id,
              liq: contractPositions.liquidationId,
              userId: contractPositions.userId,
            })
            .from(contractPositions)
            .where(inArray(contractPositions.liquidationId, ids))
        : [];
      const list: AdminLiquidation[] = [];
      for (const r of rows) {
        const mine = positions.filter((p) => p.liq === r.id);
        const receipts = await reads.receiptIds(
          r.userId,
          mine.map((p) => p.id),
        );
        list.push({
          id: r.id,
          user_id: r.userId,
          user: await deps.label(r.userId),
          settle_currency: r.settleCurrency,
          area: r.accountKind === 5 ? 'stock' : 'contract',
          margin_mode: r.marginMode,
          risk_rate: normalize(r.riskRate),
          threshold: normalize(r.threshold),
          positions: r.positions,
          pnl: normalize(r.pnl),
          insurance_paid: normalize(r.insurancePaid),
          position_ids: mine.map((p) => p.id),
          receipt_ids: receipts,
          created_at: wireTime(r.createdAt),
        });
      }
      return { list, total: total?.n ?? 0, page: q.page, limit: q.limit };
    },

    async insurance(): Promise<AdminInsurance> {
      const system = await balances(db, 0, 'system');
      const currencies = [
        ...new Set(system.filter((b) => b.systemKind === INSURANCE || b.systemKind === HOUSE).map((b) => b.currency)),
      ];
      const of = (currency: string, kind: string) => {
        const b = system.find((x) => x.currency === currency && x.systemKind === kind);
        return b ? normalize(add(b.available, b.frozen)) : '0';
      };
      const rows = await db.select().from(contractLiquidations);
      const paid: Record<string, string> = {};
      for (const r of rows) paid[r.settleCurrency] = normalize(add(paid[r.settleCurrency] ?? '0', r.insurancePaid));
      return {
        accounts: currencies.map((c) => ({
          currency: c,
          insurance: of(c, INSURANCE),
          house_pnl: of(c, HOUSE),
          fees: of(c, 'fees'),
        })),
        paid,
        liquidations: rows.length,
      };
    },

    async overnightRuns(q: { page: number; limit: number }) {
      const rows = await db
        .select()
        .from(contractOvernightRuns)
        .orderBy(desc(contractOvernightRuns.day))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
      const [total] = await db.select({ n: count() }).from(contractOvernightRuns);
      const list: AdminOvernightRun[] = rows.map((r) => ({
        id: r.id,
        day: r.day,
        state: r.state,
        due_at: wireTime(r.dueAt),
        settled_at: r.settledAt ? wireTime(r.settledAt) : '',
        positions: r.positions,
        totals: r.totals,
        uncollected: r.uncollected,
        attempts: r.attempts,
        last_error: shownError(r.lastError),
      }));
      return { list, total: total?.n ?? 0, page: q.page, limit: q.limit };
    },
  };
}
