import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { REAL_MARK_PATH } from '../../../lib/routes';
import { useRealState } from '../../accounts/api/queries';

/**
 * What a withdrawal still needs, shown before the form is filled: the server refuses an unverified user only after
 * the pay password otherwise (998), which is the wrong moment to learn it.
 */
export function VerifyNotice({ required }: { required: number }) {
  const { t } = useTranslation();
  const real = useRealState();
  const inReview = real.data?.primary.state === 'review';
  return (
    <div className="wallet-notice" role="status" data-testid="withdraw-need-level">
      <p>{inReview ? t('wallet.withdraw.levelReview') : t('wallet.withdraw.needLevel', { level: required })}</p>
      {!inReview && (
        <Link className="chip-button wallet-login-link" to={REAL_MARK_PATH} data-testid="withdraw-verify">
          {t('wallet.withdraw.verifyNow')}
        </Link>
      )}
    </div>
  );
}
