/** Notifications (docs/api-accounts.md "Codes"): the demo outbox the back office reads when no mail server is set. */
import { z } from 'zod';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;

/** One message of `GET /admin/outbox` (demo mode only: codes are readable there on purpose). */
export const OutboxRow = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxRow = z.infer<typeof OutboxRow>;
