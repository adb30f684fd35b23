import { normalize, sub } from '@app/money';
import type { Order } from '../api/types';

/** What an order made after its fee: payout − stake − fee ('0' payout while open). */
export const netOf = (o: Pick<Order, 'payout' | 'number' | 'fee'>): string =>
  normalize(sub(sub(o.payout || '0', o.number), o.fee || '0'));
