/** A user's favourite instruments. Every query is scoped by the caller's user id. */
import type { Quote } from '@app/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import type { InstrumentInfo } from './market.instruments';
import type { MarketService } from './market.service';
import { userFavorites } from './market.tables';

export type FavouritesService = ReturnType<typeof createFavouritesService>;

export function createFavouritesService(db: Db, market: Pick<MarketService, 'registry' | 'quotes'>) {
  return {
    /** Adding one already there changes nothing (no duplicate row). */
    async add(userId: number, instrumentId: number): Promise<void> {
      const inst = market.registry.find(instrumentId);
      if (!inst?.enabled) throw new AppError('NOT_FOUND');
      await db.insert(userFavorites).values({ userId, instrumentId: inst.id }).onConflictDoNothing();
    },

    async remove(userId: number, instrumentId: number): Promise<void> {
      await db
        .delete(userFavorites)
        .where(and(eq(userFavorites.userId, userId), eq(userFavorites.instrumentId, instrumentId)));
    },

    /** Quotes in the order added (disabled instruments are left out). */
    async list(userId: number): Promise<Quote[]> {
      const rows = await db
        .select({ instrumentId: userFavorites.instrumentId })
        .from(userFavorites)
        .where(eq(userFavorites.userId, userId))
        .orderBy(asc(userFavorites.createdAt), asc(userFavorites.id));
      const list = rows
        .map((r) => market.registry.find(r.instrumentId))
        .filter((i): i is InstrumentInfo => i?.enabled === true);
      return market.quotes(list);
    },
  };
}
