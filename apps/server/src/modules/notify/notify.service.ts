/**
 * Outgoing messages (verification codes, new-login notices). Email goes to the SMTP mailer and SMS to the provider
 * when they are configured; otherwise the message is written to the dev outbox table (shown in the back office in
 * demo mode) and the log says so, without the text, which may hold a code.
 *
 * Email steps: other modules register `addEmailStep(step)`; every email passes through every step before it goes
 * out (the accounts module's step puts the recipient's anti-phishing code at the top), so no sender can forget it.
 */
import type { OutboxRow } from '@app/api';
import { count, desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db';
import { wireTime } from '../../envelope';
import type { Mailer } from './mailer';
import { outbox } from './notify.tables';
import type { SmsProvider } from './sms';

export type Channel = OutboxRow['channel'];
export type Message = { channel: Channel; to: string; subject: string; body: string };
export type NotifyService = ReturnType<typeof createNotifyService>;
/** Rewrites an email before it is sent; runs on the sender's executor (a transaction when it sends from one). */
export type EmailStep = (executor: Executor, message: Message) => Promise<Message>;

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
  const emailSteps: EmailStep[] = [];
  return {
    /** Registers a step every email goes through, in registration order. */
    addEmailStep(step: EmailStep): void {
      emailSteps.push(step);
    },

    /**
     * Sends (or writes to the dev outbox). Pass the transaction as `executor` when sending from inside one (PGlite
     * has one connection: `db` there would wait for the transaction forever).
     */
    async send(original: Message, executor: Executor = db): Promise<void> {
      let message = original;
      if (message.channel === 'email') for (const step of emailSteps) message = await step(executor, message);
      if (message.channel === 'email' && deps.mailer) {
        await deps.mailer.send(message.to, message.subject, message.body);
        return;
      }
      if (message.channel === 'sms' && deps.sms) {
        await deps.sms.send(message.to, message.body);
        return;
      }
      await executor.insert(outbox).values({ ...message, createdAt: new Date() });
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
