/**
 * Default settings (inserted when missing, at every start, so a fresh install can trade and an operator's changes
 * are kept): expiries 30/60/120/300 s paying 0.85/0.80/0.75/0.70 with a full loss, USDT at a 0.1 % fee, stakes
 * 1–10 000, at most 20 open orders; every enabled crypto pair switched on.
 */
import { USDT_ID } from '@app/api';
import type { Db } from '../../db';
import { optionCoins, optionExpiries, optionPairs } from './options.tables';

export const DEFAULT_EXPIRIES = [
  { seconds: 30, payoutRatio: '0.85', lossRatio: '1' },
  { seconds: 60, payoutRatio: '0.8', lossRatio: '1' },
  { seconds: 120, payoutRatio: '0.75', lossRatio: '1' },
  { seconds: 300, payoutRatio: '0.7', lossRatio: '1' },
];

export async function seedOptionDefaults(
  db: Db,
  instruments: readonly { id: number; symbol: string; kind: string }[],
): Promise<void> {
  await db.insert(optionExpiries).values(DEFAULT_EXPIRIES).onConflictDoNothing();
  await db
    .insert(optionCoins)
    .values({
      currency: 'USDT',
      currencyId: USDT_ID,
      feeRate: '0.001',
      minStake: '1',
      maxStake: '10000',
      maxOpen: 20,
      presets: ['10', '50', '100', '500', '1000'],
    })
    .onConflictDoNothing();
  const pairs = instruments.filter((i) => i.kind === 'spot').map((i) => ({ id: i.id, symbol: i.symbol }));
  if (pairs.length > 0) await db.insert(optionPairs).values(pairs).onConflictDoNothing();
}
