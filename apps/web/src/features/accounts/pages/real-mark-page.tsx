import { Button, Skeleton } from 'antd-mobile';
import { ExclamationShieldOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useRealState } from '../api/queries';
import { AccountShell } from '../components/account-shell';
import { ReviewStatus } from '../components/review-status';

/** #/pages/setting/real_mark: where a 998 answer leads. Explains why, shows the state, offers to verify. */
export default function RealMarkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending } = useRealState();
  return (
    <AccountShell title={t('accounts.title.realMark')}>
      <div className="acc-mark">
        <ExclamationShieldOutline className="acc-mark-icon" aria-hidden />
        <p>{t('accounts.real.markText')}</p>
        {isPending && <Skeleton.Paragraph lineCount={2} animated />}
        {data && (
          <div className="acc-mark-state">
            <span>{t('accounts.real.current')}</span>
            {/* Basic first; once it is verified, the 998 is about the advanced level. */}
            <ReviewStatus
              review={
                data.primary.state === 'verified' && data.advanced.state !== 'none' ? data.advanced : data.primary
              }
              testId="real-mark-state"
            />
          </div>
        )}
        <Button
          block
          color="primary"
          size="large"
          data-testid="real-mark-verify"
          onClick={() => navigate('/pages/setting/real')}
        >
          {t('accounts.action.verifyNow')}
        </Button>
      </div>
    </AccountShell>
  );
}
