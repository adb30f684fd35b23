/**
 * Contracts socket events (docs/realtime.md), private to the owner's room `user:<id>` after `login`:
 * `lever_trade` (about once a second while the user has open positions or pending entries: risk figures per
 * account and the open positions with their live P/L) and `lever_closed` (a position closed by its owner, a
 * batch, its take-profit or stop-loss, or liquidation; or a pending entry filled or cancelled).
 */
import { z } from 'zod';
import { CONTRACT_AREAS, LeverOrder, LeverRisk } from './schemas';

export const CONTRACT_SOCKET_EVENTS = { trade: 'lever_trade', closed: 'lever_closed' } as const;

export const LeverTradePush = z.object({
  accounts: z.array(LeverRisk.extend({ area: z.enum(CONTRACT_AREAS), settle_currency: z.string() })),
  positions: z.array(LeverOrder),
});
export type LeverTradePush = z.infer<typeof LeverTradePush>;

export const LeverClosedPush = z.object({
  /** `closed` for a close of any kind, `filled` for a limit entry that opened, `cancelled`. */
  event: z.enum(['closed', 'filled', 'cancelled']),
  order: LeverOrder,
});
export type LeverClosedPush = z.infer<typeof LeverClosedPush>;
