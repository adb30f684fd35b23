/**
 * Signed tree heads: every few seconds, each log whose stored size grew since its last head gets a new one (its
 * size, root and time signed with the deployment's key), kept forever. Only stored leaves are signed, so a head
 * never vouches for a tick a crash could still lose. Two instances signing the same size keep the first head.
 */
import { signHead } from '@app/pricelog';
import type { Db } from '../../db';
import type { createPriceLog } from './market.log';
import * as logRepo from './market.log-repo';

export const HEADS_EVERY_MS = 5000;

export function createHeadSigner(db: Db, log: ReturnType<typeof createPriceLog>, now: () => number) {
  const signed = new Map<string, number>();

  return {
    async load(symbols: readonly string[]) {
      for (const [symbol, size] of await logRepo.headSizes(db, symbols)) signed.set(symbol, size);
    },

    /** Signs and stores a head for each log that grew; answers how many. */
    async signGrown(): Promise<number> {
      const ts = now();
      const heads = [];
      for (const [symbol, top] of log.stored())
        if (top.size > (signed.get(symbol) ?? 0))
          heads.push(signHead({ symbol, size: top.size, root: top.root, ts }, log.privateKey));
      if (heads.length === 0) return 0;
      await logRepo.insertHeads(db, heads);
      for (const h of heads) signed.set(h.symbol, h.size);
      return heads.length;
    },
  };
}
