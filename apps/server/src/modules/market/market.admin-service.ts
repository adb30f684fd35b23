/**
 * Back-office market configuration: instruments and display fiat rates (every change audited), and the price
 * sources read-only: they come from the deployment, and no back-office route writes a source, a URL or a seed.
 */

import type { AdminFeed, AdminFiat, AdminInstrument, AdminInstrumentInput } from '@app/api';
import { normalize } from '@app/money';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import type { Actor, AuditService } from '../admin';
import type { InstrumentInfo } from './market.instruments';
import type { MarketService } from './market.service';
import { fiats, instruments } from './market.tables';
import type { SourcesService } from './sources/sources.service';

function adminInstrument(i: InstrumentInfo): AdminInstrument {
  return {
    id: i.id,
    symbol: i.symbol,
    kind: i.kind,
    currency_id: i.currencyId,
    legal_id: i.legalId,
    name: i.name,
    enabled: i.enabled,
    sort: i.sort,
    hot: i.hot,
    precision: i.precision,
    amount_precision: i.amountPrecision,
    logo: i.logo,
    max_leverage: i.maxLeverage,
    leverages: i.leverages,
    lot_size: i.lotSize === null ? null : normalize(i.lotSize),
  };
}

const adminFiat = (f: typeof fiats.$inferSelect): AdminFiat => ({
  currency_code: f.code,
  symbol: f.symbol,
  name: f.name,
  rate: normalize(f.rate),
  enabled: f.enabled,
});

export type MarketAdminService = ReturnType<typeof createMarketAdminService>;

export function createMarketAdminService(
  db: Db,
  deps: {
    market: Pick<MarketService, 'registry'>;
    audit: Pick<AuditService, 'record'>;
    sources: Pick<SourcesService, 'adminView'>;
  },
) {
  const { market, audit } = deps;

  return {
    listInstruments(kind?: 'spot' | 'stock'): AdminInstrument[] {
      return market.registry
        .all()
        .filter((i) => !kind || i.kind === kind)
        .map(adminInstrument);
    },

    async updateInstrument(actor: Actor, id: number, input: AdminInstrumentInput): Promise<AdminInstrument> {
      const before = market.registry.find(id);
      if (!before) throw new AppError('NOT_FOUND');
      const set = {
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
        ...(input.hot !== undefined ? { hot: input.hot } : {}),
        ...(input.precision !== undefined ? { precision: input.precision } : {}),
        ...(input.amount_precision !== undefined ? { amountPrecision: input.amount_precision } : {}),
        ...(input.logo !== undefined ? { logo: input.logo } : {}),
        ...(input.name !== undefined ? { name: input.name } : {}),
      };
      await db.transaction(async (tx) => {
        await tx
          .update(instruments)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(instruments.id, id));
        await audit.record(tx, actor, {
          action: 'market.instrument.update',
          target: `instrument:${id}`,
          before: adminInstrument(before),
          after: input,
        });
      });
      await market.registry.load();
      return adminInstrument(market.registry.find(id) as InstrumentInfo);
    },

    getFeed: (): AdminFeed => deps.sources.adminView(),

    async listFiats(): Promise<AdminFiat[]> {
      const rows = await db.select().from(fiats).orderBy(asc(fiats.sort), asc(fiats.code));
      return rows.map(adminFiat);
    },

    async updateFiat(actor: Actor, code: string, input: { rate?: string | undefined; enabled?: boolean | undefined }) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(fiats).where(eq(fiats.code, code));
        if (!before) throw new AppError('NOT_FOUND');
        const [after] = await tx
          .update(fiats)
          .set({
            ...(input.rate !== undefined ? { rate: input.rate } : {}),
            ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
          })
          .where(eq(fiats.code, code))
          .returning();
        await audit.record(tx, actor, {
          action: 'market.fiat.update',
          target: `fiat:${code}`,
          before: adminFiat(before),
          after: adminFiat(after ?? before),
        });
        return adminFiat(after ?? before);
      });
    },
  };
}
