/**
 * The user's own security records: the login history (one row per new session, recorded by the sessions service
 * through `recordLogin`, so every way of signing in is covered), the new-login mail (a sweeper over those rows, so
 * it goes out only after the session's transaction committed, and again after a failure), and the anti-phishing
 * code (an email step of the notify module: every email to the user carries it at the top).
 */
import { isAntiPhishingCode, type LoginRecord } from '@app/api';
import { type Lang, pickLang } from '@app/i18n';
import { t } from '@app/i18n/server';
import { count, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import type { SweeperDef } from '../../platform/sweeper';
import { verifyPassword } from '../admin';
import type { EmailStep, NotifyService } from '../notify';
import { ACCOUNT_RULE, minutesLeft, type ThrottleService } from '../throttle';
import { normalizeEmail } from './identity';
import { describeAgent, placeOf } from './login-device';
import { antiPhishingCodes, userLogins } from './safety.tables';
import type { SecurityService } from './security.service';
import { findUserById } from './users.repo';
import { users } from './users.tables';

export type SafetyService = ReturnType<typeof createSafetyService>;
type LoginRow = typeof userLogins.$inferSelect;
export type LoginEvent = { userId: number; ip: string; userAgent: string; at: Date };

const loginView = (r: LoginRow): LoginRecord => ({
  id: r.id,
  created_at: wireTime(r.createdAt),
  ip: r.ip,
  device: r.device,
  browser: r.browser,
  os: r.os,
  model: r.model,
  place: r.place,
  user_agent: r.userAgent,
});

/** The place as a reader of `lang` should see it (null: not placed). */
export function placeText(lang: Lang, place: string | null): string {
  if (place === 'loopback') return t(lang, 'safety.place_loopback');
  if (place === 'private') return t(lang, 'safety.place_private');
  return place ?? t(lang, 'safety.place_unknown');
}

export function deviceText(lang: Lang, r: Pick<LoginRecord, 'device' | 'browser' | 'os' | 'model'>): string {
  const text = [r.model, r.os, r.browser].filter(Boolean).join(' · ');
  return text || t(lang, 'safety.device_unknown');
}

export function createSafetyService(
  db: Db,
  deps: {
    notify: Pick<NotifyService, 'send'>;
    security: Pick<SecurityService, 'proveFor'>;
    throttle: Pick<ThrottleService, 'attempt'>;
    siteName: (executor: Executor) => Promise<string>;
  },
) {
  /** The sweeper that sends the new-login mail of each recorded login, once. */
  const loginMail: SweeperDef<typeof userLogins> = {
    name: 'accounts.login_mail',
    table: userLogins,
    dueState: 'due',
    everyMs: 2000,
    async settle(tx, row) {
      const user = await findUserById(tx, row.userId);
      if (!user?.email) return { state: 'skipped' };
      const lang = pickLang(user.lang);
      const site = await deps.siteName(tx);
      await deps.notify.send(
        {
          channel: 'email',
          to: user.email,
          subject: t(lang, 'safety.login_mail_subject', { site }),
          body: t(lang, 'safety.login_mail_body', {
            site,
            time: `${wireTime(row.createdAt)} UTC`,
            device: deviceText(lang, row),
            place: placeText(lang, row.place),
            ip: row.ip,
          }),
        },
        tx,
      );
      return { state: 'sent' };
    },
  };

  /** The notify step: the recipient's code on the first line of every email to a user who set one. */
  const phishingStep: EmailStep = async (executor, message) => {
    const [row] = await executor
      .select({ code: antiPhishingCodes.code, lang: users.lang })
      .from(users)
      .innerJoin(antiPhishingCodes, eq(antiPhishingCodes.userId, users.id))
      .where(eq(users.email, normalizeEmail(message.to)));
    if (!row) return message;
    const line = t(pickLang(row.lang), 'safety.phishing_line', { code: row.code });
    return { ...message, body: `${line}\n\n${message.body}` };
  };

  /** The login password, throttled with the same key as the password change (5 tries, then locked). */
  async function checkLoginPassword(userId: number, password: string) {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('NEED_LOGIN');
    const pass = await deps.throttle.attempt([{ key: `old-password:${userId}`, rule: ACCOUNT_RULE }]);
    if (!pass.allowed) throw AppError.say('account.login_locked', { minutes: minutesLeft(pass.retryAfterMs) });
    if (!(await verifyPassword(user.passwordHash, password))) throw AppError.say('account.wrong_password');
    await pass.succeeded();
  }

  return {
    loginMail,
    phishingStep,

    /** Called by the sessions service for every new session, in the session's transaction. */
    async recordLogin(executor: Executor, login: LoginEvent): Promise<void> {
      const agent = describeAgent(login.userAgent);
      await executor.insert(userLogins).values({
        userId: login.userId,
        ip: login.ip.slice(0, 64),
        userAgent: login.userAgent.slice(0, 300),
        ...agent,
        place: placeOf(login.ip),
        createdAt: login.at,
        state: 'due',
        dueAt: login.at,
      });
    },

    async listLogins(userId: number, page: { page: number; limit: number }, executor: Executor = db) {
      const where = eq(userLogins.userId, userId);
      const [rows, [total]] = await Promise.all([
        executor
          .select()
          .from(userLogins)
          .where(where)
          .orderBy(desc(userLogins.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        executor.select({ n: count() }).from(userLogins).where(where),
      ]);
      return { list: rows.map(loginView), total: total?.n ?? 0, page: page.page, limit: page.limit };
    },

    async phishingCode(userId: number) {
      const [row] = await db.select().from(antiPhishingCodes).where(eq(antiPhishingCodes.userId, userId));
      return { code: row?.code ?? null, updated_at: row ? wireTime(row.updatedAt) : null };
    },

    /** Sets or changes the code; needs the pay password or the login password. */
    async setPhishingCode(userId: number, input: { code: string; payPassword?: string; password?: string }) {
      const code = input.code.trim();
      if (!isAntiPhishingCode(code)) throw AppError.say('safety.code_format');
      if (input.payPassword) await deps.security.proveFor(userId, { payPassword: input.payPassword });
      else if (input.password) await checkLoginPassword(userId, input.password);
      else throw AppError.say('safety.password_required');
      const now = new Date();
      await db
        .insert(antiPhishingCodes)
        .values({ userId, code, updatedAt: now })
        .onConflictDoUpdate({ target: antiPhishingCodes.userId, set: { code, updatedAt: now } });
    },
  };
}
