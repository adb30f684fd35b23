import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { accountsKeys } from '../api/keys';
import { useAreas, useRealState, useUserInfo } from '../api/queries';
import type { AccountUser, Limits, Review } from '../api/types';
import { AccountShell } from '../components/account-shell';
import { BindEmailPopup, BindPhonePopup } from '../components/bind-popups';
import { RealLevel1Form, RealLevel2Form } from '../components/real-forms';
import { ReviewStatus } from '../components/review-status';
import { ID_TYPE_KEY } from '../lib/real-labels';

/** A level's form shows when nothing was sent yet, or again after a failed review ('submit again'). */
function canSubmit(review: Review): boolean {
  return review.state === 'none' || review.state === 'failed';
}

/** #/pages/setting/real: two-level identity verification with each level's state. */
export default function RealPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useRealState();
  const { data: user } = useUserInfo();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: accountsKeys.realState() });
    void queryClient.invalidateQueries({ queryKey: accountsKeys.userInfo() });
  };
  // The server refuses a level-1 submission without both bound: ask for them before the form, not after it.
  const bindingMissing = user ? !user.email || !user.mobile : false;

  return (
    <AccountShell title={t('accounts.title.real')}>
      {isPending && <Skeleton.Paragraph lineCount={8} animated />}
      {isError && <ErrorState onRetry={() => void refetch()} />}
      {data && (
        <>
          <section className="acc-card" data-testid="real-level1">
            <header className="acc-card-head">
              <h2>{t('accounts.real.level1')}</h2>
              <ReviewStatus review={data.primary} testId="real-state" />
            </header>
            <LimitsLine limits={data.limits['1']} />
            <Submitted review={data.primary} />
            {canSubmit(data.primary) &&
              (user && bindingMissing ? (
                <BindFirst user={user} />
              ) : (
                <Level1Toggle failed={data.primary.state === 'failed'} onDone={refresh} />
              ))}
          </section>
          <section className="acc-card" data-testid="real-level2">
            <header className="acc-card-head">
              <h2>{t('accounts.real.level2')}</h2>
              <ReviewStatus review={data.advanced} testId="real-state-2" />
            </header>
            <LimitsLine limits={data.limits['2']} />
            {data.primary.state !== 'verified' ? (
              <p className="hint">{t('accounts.real.needLevel1')}</p>
            ) : (
              canSubmit(data.advanced) && <RealLevel2Form onDone={refresh} />
            )}
          </section>
        </>
      )}
    </AccountShell>
  );
}

/**
 * What verification needs first, with the binding popups of the security screen opened here, so the user comes
 * back to this page (now showing the form) instead of finding the way to the security screen and back.
 */
function BindFirst({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<'phone' | 'email' | null>(null);
  const done = () => {
    setPopup(null);
    void queryClient.invalidateQueries({ queryKey: accountsKeys.userInfo() });
  };
  return (
    <div className="acc-bind-first" data-testid="real-bind-first">
      <p className="acc-warn">{t('accounts.real.needBinding')}</p>
      <p className="hint">{t('accounts.real.bindHere')}</p>
      <div className="acc-actions">
        {!user.mobile && (
          <button
            type="button"
            className="acc-outline-button"
            data-testid="real-bind-phone"
            onClick={() => setPopup('phone')}
          >
            {t('accounts.real.bindPhone')}
          </button>
        )}
        {!user.email && (
          <button
            type="button"
            className="acc-outline-button"
            data-testid="real-bind-email"
            onClick={() => setPopup('email')}
          >
            {t('accounts.real.bindEmail')}
          </button>
        )}
      </div>
      <BindPhonePopup visible={popup === 'phone'} user={user} onClose={() => setPopup(null)} onDone={done} />
      <BindEmailPopup visible={popup === 'email'} user={user} onClose={() => setPopup(null)} onDone={done} />
    </div>
  );
}

function LimitsLine({ limits }: { limits: Limits | undefined }) {
  const { t } = useTranslation();
  if (!limits) return null;
  return (
    <p className="acc-limits">
      {t('accounts.real.limits', { btc: limits.withdraw_btc_24h, usdt: limits.fiat_op_usdt })}
    </p>
  );
}

/** What was sent for review (name, document type, masked number, the document's country when one was sent). */
function Submitted({ review }: { review: Review }) {
  const { t } = useTranslation();
  if (review.state === 'none' || !review.name) return null;
  const idType = review.id_type === 2 || review.id_type === 3 ? review.id_type : 1;
  return (
    <dl className="acc-facts">
      <dt>{t('accounts.field.name')}</dt>
      <dd>{review.name}</dd>
      <dt>{t(ID_TYPE_KEY[idType])}</dt>
      <dd>{review.card_id}</dd>
      {review.country && <CountryFact country={review.country} />}
    </dl>
  );
}

/** The country's name from `GET /area` in the UI language, its code until the list is there. */
function CountryFact({ country }: { country: string }) {
  const { t } = useTranslation();
  const { data } = useAreas();
  return (
    <>
      <dt>{t('accounts.field.country')}</dt>
      <dd data-testid="real-country-value">{data?.find((a) => a.country === country)?.name ?? country}</dd>
    </>
  );
}

/** After a failure the form waits behind 'submit again', so the reason is read first. */
function Level1Toggle({ failed, onDone }: { failed: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(!failed);
  if (!open) {
    return (
      <button type="button" className="acc-outline-button" data-testid="real-resubmit" onClick={() => setOpen(true)}>
        {t('accounts.action.resubmit')}
      </button>
    );
  }
  return <RealLevel1Form onDone={onDone} />;
}
