/**
 * Passkeys (WebAuthn, through @simplewebauthn/server) as a second factor: register (options, then the browser's
 * answer), list, delete; the login step (options for a ticket, then the assertion gives the token); and the
 * step-up of sensitive calls (options for the logged-in user, then the assertion gives a one-use proof that the
 * call carries in `two_factor_code`). The relying party is the public URL's host. Every assertion goes through
 * the same throttle as codes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type PasskeyView, STEP_UP_PROOF_SECONDS, type StepUpProof } from '@app/api';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { AppError } from '../../errors';
import { ACCOUNT_RULE, ADDRESS_RULE, minutesLeft, type ThrottleService } from '../throttle';
import { loginTickets, passkeyChallenges, stepUpProofs, userPasskeys } from './security.tables';

type Meta = { ip: string; userAgent: string };
export type PasskeyService = ReturnType<typeof createPasskeyService>;

const CHALLENGE_MS = 5 * 60_000;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');

export function createPasskeyService(
  db: Db,
  deps: {
    publicUrl: string;
    siteName: () => Promise<string>;
    labelOf: (userId: number) => Promise<string>;
    throttle: Pick<ThrottleService, 'attempt'>;
    completeLogin: (userId: number, meta: Meta) => Promise<string>;
  },
) {
  const origin = new URL(deps.publicUrl).origin;
  const rpID = new URL(deps.publicUrl).hostname;

  async function putChallenge(key: string, challenge: string) {
    const expiresAt = new Date(Date.now() + CHALLENGE_MS);
    await db
      .insert(passkeyChallenges)
      .values({ key, challenge, expiresAt })
      .onConflictDoUpdate({ target: passkeyChallenges.key, set: { challenge, expiresAt } });
  }

  /** The outstanding challenge of `key`, spent (one use), or null when missing or expired. */
  async function takeChallenge(key: string): Promise<string | null> {
    const [row] = await db
      .delete(passkeyChallenges)
      .where(and(eq(passkeyChallenges.key, key), gt(passkeyChallenges.expiresAt, new Date())))
      .returning({ challenge: passkeyChallenges.challenge });
    return row?.challenge ?? null;
  }

  async function ticketUser(ticket: string): Promise<number> {
    const [t] = await db
      .select({ userId: loginTickets.userId })
      .from(loginTickets)
      .where(and(eq(loginTickets.ticketHash, sha256(ticket)), gt(loginTickets.expiresAt, new Date())));
    if (!t) throw AppError.say('security.ticket_expired');
    return t.userId;
  }

  const listOf = (userId: number, executor: Executor = db) =>
    executor.select().from(userPasskeys).where(eq(userPasskeys.userId, userId));

  /** Assertion options over the user's passkeys; the challenge is kept under `challengeKey`. */
  async function assertionOptions(userId: number, challengeKey: string) {
    const keys = await listOf(userId);
    if (keys.length === 0) throw AppError.say('security.passkey_failed');
    const options = await generateAuthenticationOptions({
      rpID,
      userVerification: 'preferred',
      allowCredentials: keys.map((p) => ({
        id: p.credentialId,
        ...(p.transports
          ? { transports: p.transports.split(',') as NonNullable<RegistrationResponseJSON['response']['transports']> }
          : {}),
      })),
    });
    await putChallenge(challengeKey, options.challenge);
    return options;
  }

  /**
   * Reserves a throttle slot, spends the challenge, checks the assertion against the user's own key, then in one
   * transaction moves the key's counter and runs `then` (spend the ticket, store the proof). The slot is given back
   * only on success.
   */
  async function verifyAssertion(
    userId: number,
    challengeKey: string,
    response: Record<string, unknown>,
    ip: string,
    then: (tx: Executor) => Promise<void>,
  ): Promise<void> {
    const pass = await deps.throttle.attempt([
      { key: `2fa:${userId}`, rule: ACCOUNT_RULE },
      ...(ip ? [{ key: `2fa-ip:${ip}`, rule: ADDRESS_RULE }] : []),
    ]);
    if (!pass.allowed) throw AppError.say('security.locked', { minutes: minutesLeft(pass.retryAfterMs) });
    const challenge = await takeChallenge(challengeKey);
    const credentialId = typeof response.id === 'string' ? response.id : '';
    const [key] = await db
      .select()
      .from(userPasskeys)
      .where(and(eq(userPasskeys.credentialId, credentialId), eq(userPasskeys.userId, userId)));
    if (!challenge || !key) throw AppError.say('security.passkey_failed');
    let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      result = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: key.credentialId,
          publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
          counter: key.counter,
        },
        requireUserVerification: false,
      });
    } catch {
      throw AppError.say('security.passkey_failed');
    }
    if (!result.verified) throw AppError.say('security.passkey_failed');
    await db.transaction(async (tx) => {
      await tx
        .update(userPasskeys)
        .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
        .where(eq(userPasskeys.id, key.id));
      await then(tx);
    });
    await pass.succeeded();
  }

  return {
    /** `executor`: the caller's transaction when inside one (PGlite has one connection). */
    async has(userId: number, executor: Executor = db): Promise<boolean> {
      return (await listOf(userId, executor)).length > 0;
    },

    async list(userId: number): Promise<PasskeyView[]> {
      return (await listOf(userId)).map((p) => ({
        id: p.id,
        name: p.name,
        created_at: p.createdAt.toISOString(),
        last_used_at: p.lastUsedAt?.toISOString() ?? null,
      }));
    },

    async registrationOptions(userId: number) {
      const existing = await listOf(userId);
      const options = await generateRegistrationOptions({
        rpName: await deps.siteName(),
        rpID,
        userName: await deps.labelOf(userId),
        userID: new TextEncoder().encode(`user:${userId}`),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await putChallenge(`reg:${userId}`, options.challenge);
      return options;
    },

    async register(userId: number, response: Record<string, unknown>, name: string | undefined) {
      const challenge = await takeChallenge(`reg:${userId}`);
      if (!challenge) throw AppError.say('security.passkey_failed');
      let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        info = await verifyRegistrationResponse({
          response: response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch {
        throw AppError.say('security.passkey_failed');
      }
      if (!info.verified) throw AppError.say('security.passkey_failed');
      const { credential } = info.registrationInfo;
      const [row] = await db
        .insert(userPasskeys)
        .values({
          userId,
          credentialId: credential.id,
          publicKey: b64url(credential.publicKey),
          counter: credential.counter,
          transports: (credential.transports ?? []).join(','),
          name: name ?? 'Passkey',
        })
        .onConflictDoNothing({ target: userPasskeys.credentialId })
        .returning();
      if (!row) throw AppError.say('security.passkey_failed');
      return { id: row.id, name: row.name, created_at: row.createdAt.toISOString(), last_used_at: null };
    },

    async remove(userId: number, id: number): Promise<void> {
      const gone = await db
        .delete(userPasskeys)
        .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
        .returning({ id: userPasskeys.id });
      if (gone.length !== 1) throw new AppError('NOT_FOUND');
    },

    /** Options for the login step of `ticket`: the user's passkeys only. */
    async loginOptions(ticket: string) {
      const userId = await ticketUser(ticket);
      return assertionOptions(userId, `login:${sha256(ticket)}`);
    },

    /** The assertion for the ticket's challenge: the session token. The ticket and challenge work once. */
    async login(ticket: string, response: Record<string, unknown>, meta: Meta): Promise<string> {
      const userId = await ticketUser(ticket);
      await verifyAssertion(userId, `login:${sha256(ticket)}`, response, meta.ip, async (tx) => {
        const spent = await tx
          .delete(loginTickets)
          .where(eq(loginTickets.ticketHash, sha256(ticket)))
          .returning({ h: loginTickets.ticketHash });
        if (spent.length !== 1) throw AppError.say('security.ticket_expired');
      });
      return deps.completeLogin(userId, meta);
    },

    /** Options for a step-up of the logged-in user (a sensitive call to follow). */
    stepUpOptions: (userId: number) => assertionOptions(userId, `stepup:${userId}`),

    /** The assertion for the user's step-up challenge: a proof for one sensitive call within 5 minutes. */
    async stepUp(userId: number, response: Record<string, unknown>, ip: string): Promise<StepUpProof> {
      const proof = `pk_${randomBytes(32).toString('base64url')}`;
      await verifyAssertion(userId, `stepup:${userId}`, response, ip, async (tx) => {
        await tx.delete(stepUpProofs).where(lt(stepUpProofs.expiresAt, new Date()));
        await tx.insert(stepUpProofs).values({
          proofHash: sha256(proof),
          userId,
          expiresAt: new Date(Date.now() + STEP_UP_PROOF_SECONDS * 1000),
        });
      });
      return { proof, expires_in: STEP_UP_PROOF_SECONDS };
    },

    /** Spends a step-up proof of `userId` (one conditional delete, so it works once even under races). */
    async spendProof(userId: number, proof: string): Promise<boolean> {
      const spent = await db
        .delete(stepUpProofs)
        .where(
          and(
            eq(stepUpProofs.proofHash, sha256(proof)),
            eq(stepUpProofs.userId, userId),
            gt(stepUpProofs.expiresAt, new Date()),
          ),
        )
        .returning({ h: stepUpProofs.proofHash });
      return spent.length === 1;
    },

    async removeAll(executor: Executor, userId: number) {
      await executor.delete(userPasskeys).where(eq(userPasskeys.userId, userId));
      await executor.delete(stepUpProofs).where(eq(stepUpProofs.userId, userId));
    },
  };
}
