import type { ReviewState } from '../api/types';

/** Translation keys of the verification states (spec §4: not verified, in review, verified, review failed). */
export const REVIEW_STATE_KEY = {
  none: 'accounts.real.none',
  review: 'accounts.real.review',
  verified: 'accounts.real.verified',
  failed: 'accounts.real.failed',
} as const satisfies Record<ReviewState, string>;

export const ID_TYPE_KEY = {
  1: 'accounts.real.idCard',
  2: 'accounts.real.passport',
  3: 'accounts.real.licence',
} as const;

export const LEVEL_KEY = ['accounts.user.level0', 'accounts.user.level1', 'accounts.user.level2'] as const;

export function levelKey(level: number | undefined) {
  return LEVEL_KEY[level === 1 || level === 2 ? level : 0];
}

/** The state the settings menu shows for identity: the advanced review once basic is verified. */
export function overallState(primary: ReviewState, advanced: ReviewState): ReviewState {
  if (primary !== 'verified') return primary;
  return advanced === 'none' ? 'verified' : advanced;
}
