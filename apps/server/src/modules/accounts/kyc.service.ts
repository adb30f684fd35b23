/**
 * Identity verification. Level 1 (basic): document type, name and number, after email and phone are bound.
 * Level 2 (advanced): two document photos, after level 1 is approved. A pending or approved level cannot be
 * resubmitted (approved data is locked); a failed one can. Approval raises users.real_level.
 */
import type { AdminReview, RealState } from '@app/api';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import type { Actor, AuditService } from '../admin';
import { isKnownCountry } from './area-codes';
import { kycReviews } from './kyc.tables';
import { documentProblem, type IdType, isHolderName, maskDocument } from './kyc-validators';
import type { UploadService } from './uploads.service';
import { findUserById } from './users.repo';
import { users } from './users.tables';

type ReviewRow = typeof kycReviews.$inferSelect;
export type KycService = ReturnType<typeof createKycService>;

/** Spec §6 limits per level (the amounts most readings give). Strings: they are amounts. */
export const LEVEL_LIMITS = {
  1: { withdraw_btc_24h: '200', fiat_op_usdt: '2000' },
  2: { withdraw_btc_24h: '500', fiat_op_usdt: '1000000' },
} as const;

type ReviewView = RealState['primary'];

/** An identity photo's address as the viewer gets it: a signed short-lived link, or null when not theirs to see. */
export type PictureLink = (address: string) => string | null;

export const adminReview = (r: ReviewRow, email: string | null, picture: PictureLink): AdminReview => ({
  id: r.id,
  user_id: r.userId,
  email,
  real_type: r.realType,
  id_type: r.idType,
  name: r.name,
  card_id: r.cardId,
  country: r.country,
  front_pic: r.frontPic ? picture(r.frontPic) : null,
  reverse_pic: r.reversePic ? picture(r.reversePic) : null,
  state: r.state,
  reason: r.reason,
  submitted_at: wireTime(r.submittedAt),
});

/**
 * The country of the user's approved basic verification (ISO 3166 alpha-2), or null: none approved, or approved
 * from a submission without a country. Approved data is locked, so at most one such row exists.
 */
export async function verifiedCountry(ex: Executor, userId: number): Promise<string | null> {
  const [row] = await ex
    .select({ country: kycReviews.country })
    .from(kycReviews)
    .where(and(eq(kycReviews.userId, userId), eq(kycReviews.realType, 1), eq(kycReviews.state, 'verified')))
    .orderBy(desc(kycReviews.id))
    .limit(1);
  return row?.country ?? null;
}

/** A submitted country: upper case, one of area-codes.ts; '' or absent is none (older clients send none). */
function countryOf(input: string | undefined): string | null {
  const code = input?.trim().toUpperCase() ?? '';
  if (code === '') return null;
  if (!isKnownCountry(code)) throw AppError.invalid('country', 'validation.country');
  return code;
}

export function createKycService(
  db: Db,
  deps: {
    uploads: Pick<UploadService, 'requireOwn' | 'makePrivate'>;
    audit: AuditService;
    /** Signs `/uploads/<name>` links for reviewers (the KYC routes are guarded by the kyc role). */
    picture: PictureLink;
  },
) {
  async function latest(userId: number, realType: 1 | 2): Promise<ReviewRow | undefined> {
    const [row] = await db
      .select()
      .from(kycReviews)
      .where(and(eq(kycReviews.userId, userId), eq(kycReviews.realType, realType)))
      .orderBy(desc(kycReviews.id))
      .limit(1);
    return row;
  }

  function refuseIfOpen(row: ReviewRow | undefined) {
    if (row?.state === 'review') throw AppError.say('kyc.pending');
    if (row?.state === 'verified') throw AppError.say('kyc.already_verified');
  }

  async function decide(actor: Actor, id: number, approve: boolean, reason: string | null): Promise<AdminReview> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(kycReviews)
        .set({ state: approve ? 'verified' : 'failed', reason, reviewedBy: actor.adminId, reviewedAt: new Date() })
        .where(and(eq(kycReviews.id, id), eq(kycReviews.state, 'review')))
        .returning();
      if (!row) {
        const [exists] = await tx.select({ id: kycReviews.id }).from(kycReviews).where(eq(kycReviews.id, id));
        throw exists ? AppError.say('kyc.decided') : new AppError('NOT_FOUND');
      }
      if (approve) {
        await tx
          .update(users)
          .set({ realLevel: sql`greatest(${users.realLevel}, ${row.realType})`, updatedAt: new Date() })
          .where(eq(users.id, row.userId));
      }
      const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
      const after = adminReview(row, owner?.email ?? null, deps.picture);
      await deps.audit.record(tx, actor, {
        action: approve ? 'kyc.approve' : 'kyc.reject',
        target: `kyc:${id}`,
        before: { state: 'review' },
        after: { state: after.state, reason, user_id: row.userId, real_type: row.realType },
      });
      return after;
    });
  }

  return {
    async submitBasic(
      userId: number,
      input: { idType: IdType; name: string; cardId: string; country?: string | undefined },
    ) {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('NEED_LOGIN');
      if (!user.email || !user.mobile) throw AppError.say('kyc.bind_first');
      if (user.realLevel >= 1) throw AppError.say('kyc.already_verified');
      refuseIfOpen(await latest(userId, 1));
      const name = input.name.trim();
      if (!isHolderName(name)) throw AppError.invalid('name', 'validation.invalid');
      const cardId = input.cardId.trim().toUpperCase();
      const problem = documentProblem(input.idType, cardId);
      if (problem) throw AppError.invalid('card_id', problem);
      const country = countryOf(input.country);
      await db.insert(kycReviews).values({
        userId,
        realType: 1,
        idType: input.idType,
        name,
        cardId,
        country,
        submittedAt: new Date(),
      });
    },

    async submitAdvanced(userId: number, input: { frontPic: string; reversePic: string }) {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('NEED_LOGIN');
      if (user.realLevel < 1) throw AppError.say('kyc.basic_first');
      if (user.realLevel >= 2) throw AppError.say('kyc.already_verified');
      refuseIfOpen(await latest(userId, 2));
      await deps.uploads.requireOwn(input.frontPic, userId, 'front_pic');
      await deps.uploads.requireOwn(input.reversePic, userId, 'reverse_pic');
      // Identity photos: from now on served only through signed links (to their owner and to reviewers).
      await deps.uploads.makePrivate([input.frontPic, input.reversePic]);
      await db.insert(kycReviews).values({
        userId,
        realType: 2,
        frontPic: input.frontPic,
        reversePic: input.reversePic,
        submittedAt: new Date(),
      });
    },

    async state(userId: number) {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('NEED_LOGIN');
      const [basic, advanced] = await Promise.all([latest(userId, 1), latest(userId, 2)]);
      const primary: ReviewView = basic
        ? {
            state: basic.state,
            reason: basic.reason,
            name: basic.name ?? '',
            id_type: basic.idType ?? 0,
            card_id: maskDocument(basic.cardId ?? ''),
            country: basic.country,
            submitted_at: wireTime(basic.submittedAt),
          }
        : { state: 'none', reason: null };
      const adv: ReviewView = advanced
        ? { state: advanced.state, reason: advanced.reason, submitted_at: wireTime(advanced.submittedAt) }
        : { state: 'none', reason: null };
      return { level: user.realLevel, primary, advanced: adv, limits: LEVEL_LIMITS };
    },

    async adminList(params: { state: 'review' | 'verified' | 'failed'; page: number; limit: number }) {
      const where = eq(kycReviews.state, params.state);
      const [rows, [total]] = await Promise.all([
        db
          .select({ review: kycReviews, email: users.email })
          .from(kycReviews)
          .innerJoin(users, eq(users.id, kycReviews.userId))
          .where(where)
          .orderBy(params.state === 'review' ? kycReviews.id : desc(kycReviews.id))
          .limit(params.limit)
          .offset((params.page - 1) * params.limit),
        db.select({ n: count() }).from(kycReviews).where(where),
      ]);
      return {
        list: rows.map((r) => adminReview(r.review, r.email, deps.picture)),
        total: total?.n ?? 0,
        page: params.page,
        limit: params.limit,
      };
    },

    approve: (actor: Actor, id: number) => decide(actor, id, true, null),
    reject: (actor: Actor, id: number, reason: string) => decide(actor, id, false, reason),
  };
}
