/**
 * `/real/state` in the original product's numbers (reference §5, docs/original-client.md): review 0 none, 1 pending,
 * 2 approved. It has no rejected state (its back office deletes the record), so our `failed` reads as 0, which is
 * what its client shows as "not verified, go verify".
 */
import type { RealState, RealStateAnswer } from '@app/api';

type Original = Omit<RealStateAnswer, keyof RealState>;

const STATUS = { none: 0, failed: 0, review: 1, verified: 2 } as const;

export function originalRealState(s: RealState): Original {
  const review = STATUS[s.primary.state];
  // The original's advanced review starts only after the basic one is approved.
  const advanced = review === 2 ? STATUS[s.advanced.state] : 0;
  return {
    real_status: advanced > 0 ? 2 : review > 0 ? 1 : 0,
    review_status: review,
    advanced_review_status: advanced,
    real_data:
      s.primary.state === 'none' || s.primary.state === 'failed'
        ? null
        : {
            name: s.primary.name ?? '',
            id_type: s.primary.id_type ?? 0,
            card_id: s.primary.card_id ?? '',
            country: s.primary.country ?? null,
          },
  };
}
