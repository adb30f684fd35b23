/** Back-office operations on spot: pair settings (checked steps, audited), maker settings (audited), lists. */

import { gt } from '@app/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import type { Actor, AuditService } from '../admin';
import { withTransaction } from '../ledger';
import type { MakerSettings, MarketMaker } from './spot.maker';
import { checkSteps } from './spot.pairs';
import type { SpotReads } from './spot.reads';
import type { SpotService } from './spot.service';
import { spotPairs } from './spot.tables';

export type SpotAdmin = ReturnType<typeof createSpotAdmin>;

type PairPatch = {
  enabled?: boolean | undefined;
  tick_size?: string | undefined;
  lot_size?: string | undefined;
  min_notional?: string | undefined;
  maker_fee?: string | undefined;
  taker_fee?: string | undefined;
  zero_fee?: boolean | undefined;
  halted?: boolean | undefined;
};

export function createSpotAdmin(deps: {
  db: Db;
  spot: SpotService;
  reads: SpotReads;
  maker: MarketMaker;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, spot, reads, maker, audit } = deps;
  const adminPair = (id: number) => {
    const p = spot.pair(id);
    if (!p) throw new AppError('NOT_FOUND');
    return { ...reads.wirePair(p), maker_fee: p.makerFee, taker_fee: p.takerFee, enabled: p.enabled };
  };
  return {
    pairs: () => spot.pairs().map((p) => adminPair(p.id)),

    async updatePair(actor: Actor, id: number, patch: PairPatch) {
      const before = adminPair(id);
      const pair = spot.pair(id)!;
      const tick = patch.tick_size ?? pair.tickSize;
      const lot = patch.lot_size ?? pair.lotSize;
      if (patch.tick_size !== undefined || patch.lot_size !== undefined) {
        // Resting orders were validated against the old steps: steps change only on an empty book.
        if ((spot.book(id)?.size ?? 0) > 0) throw AppError.invalid('tick_size', 'spot.steps_need_empty_book');
        if (!checkSteps(tick, lot, pair.base, pair.quote)) throw AppError.invalid('lot_size', 'spot.bad_steps');
      }
      for (const f of ['maker_fee', 'taker_fee'] as const) {
        const v = patch[f];
        if (v !== undefined && gt(v, '0.1')) throw AppError.invalid(f, 'spot.bad_fee');
      }
      await withTransaction(db, async (tx) => {
        await tx
          .update(spotPairs)
          .set({
            ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
            tickSize: tick,
            lotSize: lot,
            ...(patch.min_notional !== undefined ? { minNotional: patch.min_notional } : {}),
            ...(patch.maker_fee !== undefined ? { makerFee: patch.maker_fee } : {}),
            ...(patch.taker_fee !== undefined ? { takerFee: patch.taker_fee } : {}),
            ...(patch.zero_fee !== undefined ? { zeroFee: patch.zero_fee } : {}),
            ...(patch.halted !== undefined ? { halted: patch.halted } : {}),
            updatedAt: new Date(),
          })
          .where(eq(spotPairs.id, id));
        await audit.record(tx, actor, { action: 'spot.pair.update', target: String(id), before, after: patch });
      });
      await spot.reloadPairs();
      return adminPair(id);
    },

    makerSettings: () => maker.settings(),
    async updateMaker(actor: Actor, patch: Partial<MakerSettings>) {
      const before = await maker.settings();
      const after = await maker.updateSettings(patch);
      await audit.record(db, actor, { action: 'spot.maker.update', target: 'maker', before, after });
      void maker.runOnce(true);
      return after;
    },
    makerStatus: () => maker.status(),
    orders: reads.adminOrders,
    trades: reads.adminTrades,
  };
}
