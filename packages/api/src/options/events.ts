/** Seconds-option socket payloads: `closed_microorder` to the owner's room after each settlement. */
import type { z } from 'zod';
import { MicroOrder } from './schemas';

export const OPTION_SOCKET_EVENTS = { closed: 'closed_microorder' } as const;
export const ClosedMicroOrderPush = MicroOrder;
export type ClosedMicroOrderPush = z.infer<typeof ClosedMicroOrderPush>;
