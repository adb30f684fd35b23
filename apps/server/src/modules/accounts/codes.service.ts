/**
 * Verification codes: 6 digits, a salted sha256 stored, 10 minutes, 5 wrong tries then dead, single use.
 * Every comparison first reserves a slot of the code's own throttle key (`code:<id>`, modules/throttle), so 40
 * parallel guesses compare exactly 5, on any number of instances.
 * Sends are throttled per address (1 per 60 s, 10 per hour) and per IP (30 per hour), counted from the rows.
 *
 * verify() runs on `db` and must not be called inside a transaction: a wrong try has to stay counted even
 * when the caller's work fails (and PGlite has one connection, so `db` inside a transaction would deadlock).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Lang } from '@app/i18n';
import { t } from '@app/i18n/server';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import type { NotifyService } from '../notify';
import type { ThrottleRule, ThrottleService } from '../throttle';
import { verificationCodes } from './codes.tables';

type Scene = 'register' | 'forget' | 'bind' | 'security';
export type CodeService = ReturnType<typeof createCodeService>;

const CODE_TTL_MS = 10 * 60_000;
const MAX_TRIES = 5;
const RESEND_MS = 60_000;
const HOUR_MS = 3600_000;
const PER_TARGET_HOUR = 10;
const PER_IP_HOUR = 30;
/** One code: 5 comparisons in its lifetime; the 6th try and later are refused without a comparison. */
const CODE_RULE: ThrottleRule = { max: MAX_TRIES, windowMs: CODE_TTL_MS, lockMs: CODE_TTL_MS, onSuccess: 'reset' };

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

export function createCodeService(
  db: Db,
  deps: {
    notify: Pick<NotifyService, 'send'>;
    siteName: () => Promise<string>;
    throttle: Pick<ThrottleService, 'attempt'>;
  },
) {
  async function throttle(target: string, ip: string, now: number) {
    const hourAgo = new Date(now - HOUR_MS);
    const since = (where: ReturnType<typeof eq>) =>
      db
        .select({
          n: count(),
          first: sql<Date>`min(${verificationCodes.createdAt})`.mapWith(verificationCodes.createdAt),
        })
        .from(verificationCodes)
        .where(and(where, gt(verificationCodes.createdAt, hourAgo)));
    const [[byTarget], [byIp], [last]] = await Promise.all([
      since(eq(verificationCodes.target, target)),
      since(eq(verificationCodes.ip, ip)),
      db
        .select({ at: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(eq(verificationCodes.target, target))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1),
    ]);
    let waitMs = 0;
    if (last && now - last.at.getTime() < RESEND_MS) waitMs = RESEND_MS - (now - last.at.getTime());
    if (byTarget && byTarget.n >= PER_TARGET_HOUR) waitMs = Math.max(waitMs, byTarget.first.getTime() + HOUR_MS - now);
    if (byIp && byIp.n >= PER_IP_HOUR) waitMs = Math.max(waitMs, byIp.first.getTime() + HOUR_MS - now);
    if (waitMs > 0) throw AppError.say('account.send_throttled', { seconds: Math.ceil(waitMs / 1000) });
  }

  return {
    /**
     * Issues a code for `target` and delivers it to `to` (an email address or a `+<area><mobile>` number) in
     * `lang`. With `deliver: false` the row is written (so throttling looks the same) but nothing is sent: the
     * forgotten-password flow does that for unknown accounts, so it reveals nothing.
     */
    async send(params: {
      scene: Scene;
      target: string;
      channel: 'email' | 'sms';
      to: string;
      ip: string;
      lang: Lang;
      deliver?: boolean;
      userId?: number;
    }): Promise<void> {
      const now = Date.now();
      await throttle(params.target, params.ip, now);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('hex');
      await db.insert(verificationCodes).values({
        scene: params.scene,
        target: params.target,
        channel: params.channel,
        salt,
        codeHash: hashCode(salt, code).toString('hex'),
        ip: params.ip,
        userId: params.userId ?? null,
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MS),
      });
      if (params.deliver === false) return;
      const site = await deps.siteName();
      try {
        await deps.notify.send({
          channel: params.channel,
          to: params.to,
          subject: t(params.lang, 'mail.code_subject', { site }),
          body: t(params.lang, 'mail.code_body', { site, code }),
        });
      } catch {
        throw AppError.say('account.send_failed');
      }
    },

    /**
     * Checks a code against the latest one sent to `target` for `scene`. A wrong code counts a try; the 5th
     * wrong try kills it. With `consume` a right code is used up atomically (a replay fails).
     */
    async verify(params: { scene: Scene; target: string; code: string; consume: boolean }): Promise<void> {
      const now = new Date();
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.target, params.target), eq(verificationCodes.scene, params.scene)))
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      if (!row || row.usedAt || row.expiresAt <= now) throw AppError.say('account.code_invalid');
      if (row.attempts >= MAX_TRIES) throw AppError.say('account.code_exhausted');
      // The slot is taken before the comparison: parallel guesses beyond the limit never reach it.
      const pass = await deps.throttle.attempt([{ key: `code:${row.id}`, rule: CODE_RULE }]);
      if (!pass.allowed) throw AppError.say('account.code_exhausted');
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = hashCode(row.salt, params.code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await db
          .update(verificationCodes)
          .set({ attempts: sql`${verificationCodes.attempts} + 1` })
          .where(eq(verificationCodes.id, row.id));
        throw AppError.say('account.code_invalid');
      }
      await pass.succeeded();
      if (!params.consume) return;
      const used = await db
        .update(verificationCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(verificationCodes.id, row.id),
            isNull(verificationCodes.usedAt),
            lt(verificationCodes.attempts, MAX_TRIES),
          ),
        )
        .returning({ id: verificationCodes.id });
      if (used.length === 0) throw AppError.say('account.code_invalid');
    },
  };
}
