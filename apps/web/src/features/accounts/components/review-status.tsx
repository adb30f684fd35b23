import { useTranslation } from '../../../i18n/use-translation';
import type { Review } from '../api/types';
import { REVIEW_STATE_KEY } from '../lib/real-labels';

/** One verification level's state, with the reason when the review failed. */
export function ReviewStatus({ review, testId }: { review: Review; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="acc-review">
      <span className={`acc-state acc-state-${review.state}`} data-testid={testId}>
        {t(REVIEW_STATE_KEY[review.state])}
      </span>
      {review.state === 'failed' && review.reason && (
        <p className="acc-reason" data-testid={`${testId}-reason`}>
          {t('accounts.real.reason', { reason: review.reason })}
        </p>
      )}
    </div>
  );
}
