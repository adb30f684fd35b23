/**
 * Outgoing messages (verification codes). Email goes to the SMTP mailer and SMS to the provider when they are
 * configured; otherwise the message is written to the dev outbox table (shown in the back office in demo mode)
 * and the log says so, without the text, which may hold a code.
 */
import type { OutboxRow } from '@app/api';
import { count, desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { wireTime } from '../../envelope';
import type { Mailer } from './mailer';
import { outbox } from './notify.tables';
import type { SmsProvider } from './sms';

export type Channel = OutboxRow['channel'];
export type Message = { channel: Channel; to: string; subject: string; body: string };
export type NotifyService = ReturnType<typeof createNotifyService>;

/** `a***@x.com`, `+86 138****0000`: enough for a log line to be useful, not enough to identify someone. */
export function maskAddress(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return to.length > 7 ? `${to.slice(0, to.length - 8)}****${to.slice(-4)}` : '****';
}

export function createNotifyService(
  db: Db,
  deps: { mailer?: Mailer | undefined; sms?: SmsProvider | undefined; log: FastifyBaseLogger },
) {
  return {
    async send(message: Message): Promise<void> {
      if (message.channel === 'email' && deps.mailer) {
        await deps.mailer.send(message.to, message.subject, message.body);
        return;
      }
      if (message.channel === 'sms' && deps.sms) {
        await deps.sms.send(message.to, message.body);
        return;
      }
      await db.insert(outbox).values({ ...message, createdAt: new Date() });
      deps.log.info(
        { channel: message.channel, to: maskAddress(message.to) },
        'no delivery configured: message written to the dev outbox',
      );
    },

    async listOutbox(params: { page: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .orderBy(desc(outbox.id))
          .limit(params.limit)
          .offset((params.page - 1) * params.limit),
        db.select({ n: count() }).from(outbox),
      ]);
      const list: OutboxRow[] = rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.to,
        subject: r.subject,
        body: r.body,
        created_at: wireTime(r.createdAt),
      }));
      return { list, total: total?.n ?? 0, page: params.page, limit: params.limit };
    },
  };
}
