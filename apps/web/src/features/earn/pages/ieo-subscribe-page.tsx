import { currencyScale } from '@app/money';
import { Skeleton } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { type RefObject, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/feedback';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../stores/session';
import { newIdempotencyKey } from '../../contracts/model/idempotency';
import { useOverview } from '../../wallet/api/overview';
import { useApplyIeo, useIeoEstimate, useIeoProject } from '../api/ieo';
import type { IeoDetail, IeoEstimate, IeoProject } from '../api/types';
import { Facts } from '../components/facts';
import { IeoOrderCard } from '../components/ieo-order-card';
import { IeoLogo, IeoPhaseBadge, IeoProgressBar } from '../components/ieo-parts';
import { fmtCoin, fmtTime } from '../model/format';
import {
  type IeoAmountProblem,
  ieoAmountProblem,
  ieoClosedReason,
  ieoHeld,
  ieoLeftForUser,
  paragraphs,
  safeUrl,
} from '../model/ieo';
import { IEO_ORDERS_PATH, ieoOrdersHref } from '../model/paths';
import { useDebounced } from '../model/use-debounced';
import '../earn.css';

/** Every display field of spec §3 IEO. */
function infoRows(t: TFunction, p: IeoProject) {
  const token = p.currency_name;
  return [
    ['price', t('ieo.price'), t('ieo.unitPrice', { token, price: fmtCoin(p.price, p.pay_currency_name) })],
    ['total', t('ieo.total'), fmtCoin(p.amount, token)],
    ['remaining', t('ieo.remaining'), fmtCoin(p.remaining, token)],
    ['subscribed', t('ieo.subscribed'), fmtCoin(p.total_sell, token)],
    ['pay', t('ieo.payCurrency'), p.pay_currency_name],
    ['lock', t('ieo.lockPeriod'), t('ieo.days', { n: p.lock_days })],
    ['cycle', t('ieo.cycle'), t('ieo.days', { n: p.day })],
    ['start', t('ieo.startAt'), fmtTime(p.start_at)],
    ['end', t('ieo.endAt'), fmtTime(p.end_at)],
    ['deliver', t('ieo.deliverAt'), fmtTime(p.deliver_at)],
    ['min', t('ieo.minLabel'), fmtCoin(p.min, token)],
    ['limit', t('ieo.limitLabel'), p.user_limit === '' ? t('ieo.noLimit') : fmtCoin(p.user_limit, token)],
    ['applied', t('ieo.applied'), String(p.total_apply)],
    ['passed', t('ieo.passed'), p.allocated ? String(p.passed) : t('ieo.order.atEnd')],
  ] as const;
}

/** What applying costs now and, pro rata, what the end would allocate if it were now. */
function estimateRows(t: TFunction, p: IeoProject, e: IeoEstimate) {
  const token = p.currency_name;
  const rows: Array<readonly [string, string, string]> = [['cost', t('ieo.cost'), fmtCoin(e.cost, e.pay_currency)]];
  if (p.mode === 'pro_rata') {
    rows.push(
      ['total', t('ieo.totalAsked'), fmtCoin(e.total_asked, token)],
      ['allocated', t('ieo.allocatedNow'), fmtCoin(e.allocated, token)],
      ['kept', t('ieo.keptNow'), fmtCoin(e.kept, e.pay_currency)],
      ['refund', t('ieo.refundNow'), fmtCoin(e.refund, e.pay_currency)],
    );
  }
  return rows;
}

function problemText(t: TFunction, problem: IeoAmountProblem, p: IeoProject, userLeft: string): string {
  const token = p.currency_name;
  switch (problem) {
    case 'decimals':
      return t('ieo.problem.decimals', { n: currencyScale(token) });
    case 'min':
      return t('ieo.problem.min', { amount: fmtCoin(p.min, token) });
    case 'limit':
      return t('ieo.problem.limit', { amount: fmtCoin(userLeft, token) });
    case 'left':
      return t('ieo.problem.left', { amount: fmtCoin(p.remaining, token) });
    default:
      return t(`ieo.problem.${problem}`);
  }
}

/** The allocation rule the end applies (published: the same function writes the receipt). */
function Rule({ project: p }: { project: IeoProject }) {
  const { t } = useTranslation();
  return (
    <section className="earn-form" data-testid="ieo-rule">
      <h2>{t('ieo.rule')}</h2>
      <p data-testid="ieo-mode" data-mode={p.mode}>
        <b>{t(`ieo.mode.${p.mode}`)}</b>
      </p>
      <p className="earn-hint">{t(`ieo.modeHelp.${p.mode}`)}</p>
      {p.mode === 'pro_rata' && (
        <p className="earn-formula" data-testid="ieo-formula">
          {t('ieo.formula')}
        </p>
      )}
      <p className="earn-hint">{t('ieo.deliveryNote', { n: p.lock_days })}</p>
    </section>
  );
}

function Subscribe({ detail, onApplied }: { detail: IeoDetail; onApplied: () => void }) {
  const { t } = useTranslation();
  const p = detail.info;
  const token = p.currency_name;
  const pay = p.pay_currency_name;
  const signedIn = useSession((s) => s.token) !== '';
  const overview = useOverview();
  const balance = overview.data?.accounts
    .find((a) => a.field === 'change')
    ?.coins.find((x) => x.currency === pay)?.available;
  const held = ieoHeld(detail.order_info);
  const userLeft = ieoLeftForUser(p.user_limit, held);
  const closed = ieoClosedReason(p);
  const [amount, setAmount] = useState('');
  const limits = {
    token,
    payCoin: pay,
    price: p.price,
    min: p.min,
    userLimit: p.user_limit,
    held,
    mode: p.mode,
    remaining: p.remaining,
    balance,
  };
  const problem = ieoAmountProblem(amount, limits);
  const settled = useDebounced(amount.trim());
  // The calculator works for any well-formed amount within the rules, whether or not the balance covers it.
  const askable = !closed && ieoAmountProblem(settled, { ...limits, balance: undefined }) === undefined;
  const estimate = useIeoEstimate(p.id, settled, askable);
  const apply = useApplyIeo();
  // Only the answer for what is on screen now (the previous one stays in the cache while the next loads).
  const e = askable && !estimate.isPlaceholderData && settled === amount.trim() ? estimate.data : undefined;

  const submit = async () => {
    if (!requireLogin() || closed || problem || !e) return;
    const asked = amount.trim();
    const ok = await confirmAction(
      <div data-testid="ieo-confirm">
        <Facts
          prefix="ieo-confirm"
          rows={[
            ['project', t('ieo.project'), `${p.title} (${token})`],
            ['amount', t('ieo.order.amount'), fmtCoin(asked, token)],
            ['price', t('ieo.price'), fmtCoin(p.price, pay)],
            ...estimateRows(t, p, e),
            ['deliver', t('ieo.deliverAt'), fmtTime(p.deliver_at)],
          ]}
        />
        <p className="earn-hint">{t(p.mode === 'pro_rata' ? 'ieo.confirmProRata' : 'ieo.confirmFcfs')}</p>
      </div>,
      { title: t('ieo.confirmTitle') },
    );
    if (!ok) return;
    await apply.mutateAsync({
      projectId: p.id,
      amount: asked,
      payCurrency: pay,
      price: p.price,
      key: newIdempotencyKey(),
    });
    showToast(t('ieo.done'));
    setAmount('');
    onApplied();
  };

  return (
    <section className="earn-form" data-testid="ieo-form">
      <h2>{t('ieo.subscribe')}</h2>
      <label htmlFor="ieo-amount">{t('ieo.amount', { token })}</label>
      <input
        id="ieo-amount"
        data-testid="ieo-amount"
        inputMode="decimal"
        autoComplete="off"
        disabled={!!closed}
        value={amount}
        placeholder={t('ieo.min', { amount: fmtCoin(p.min, token) })}
        onChange={(ev) => setAmount(ev.target.value)}
      />
      <div className="earn-card-meta" data-testid="ieo-limits">
        <span data-testid="ieo-min">{t('ieo.min', { amount: fmtCoin(p.min, token) })}</span>
        {p.user_limit !== '' && (
          <span data-testid="ieo-limit">{t('ieo.limit', { amount: fmtCoin(p.user_limit, token) })}</span>
        )}
        {signedIn && held !== '0' && (
          <span data-testid="ieo-held">
            {t('ieo.held', { amount: fmtCoin(held, token) })}
            {userLeft !== '' && ` · ${t('ieo.userLeft', { amount: fmtCoin(userLeft, token) })}`}
          </span>
        )}
        {p.mode === 'fcfs' && <span>{t('ieo.leftTokens', { amount: fmtCoin(p.remaining, token) })}</span>}
      </div>
      {signedIn && (
        <small className="earn-hint" data-testid="ieo-balance">
          {t('ieo.balance', { amount: fmtCoin(balance ?? '0', pay) })}
        </small>
      )}
      {!closed && amount.trim() !== '' && problem && (
        <p className="earn-problem" role="alert" data-testid="ieo-problem" data-problem={problem}>
          {problemText(t, problem, p, userLeft)}
        </p>
      )}
      {!closed && (
        <>
          <h2>{t('ieo.whatIf')}</h2>
          {e ? (
            <>
              <Facts prefix="ieo-estimate" rows={estimateRows(t, p, e)} />
              {p.mode === 'pro_rata' && <p className="earn-hint">{t('ieo.allocationNote')}</p>}
            </>
          ) : askable && estimate.isError && !estimate.isFetching ? (
            <p className="earn-problem" role="alert" data-testid="ieo-estimate-error">
              {estimate.error.message}
            </p>
          ) : (
            <p className="earn-hint" data-testid="ieo-estimate-empty">
              {askable ? t('ieo.estimating') : t('ieo.problem.empty')}
            </p>
          )}
        </>
      )}
      {closed && (
        <p className="ieo-closed" role="status" data-testid="ieo-closed" data-reason={closed}>
          {t(`ieo.closed.${closed}`, { time: fmtTime(p.start_at) })}
        </p>
      )}
      <SubmitButton onSubmit={submit} disabled={!!closed || !!problem || !e} data-testid="ieo-submit">
        {t('ieo.subscribe')}
      </SubmitButton>
      {!signedIn && !closed && <small className="earn-hint">{t('ieo.loginToApply')}</small>}
    </section>
  );
}

/** The caller's subscriptions to this project (`order_info`), after a subscription too. */
function Mine({ detail, anchor }: { detail: IeoDetail; anchor: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  return (
    <section className="earn-form ieo-mine" data-testid="ieo-mine" ref={anchor}>
      <h2>{t('ieo.mine')}</h2>
      {detail.order_info.length === 0 ? (
        <p className="earn-hint">{t('ieo.noOrders')}</p>
      ) : (
        <ul className="earn-list ieo-mine-list">
          {detail.order_info.map((o) => (
            <IeoOrderCard key={o.id} order={o} />
          ))}
        </ul>
      )}
      <Link to={ieoOrdersHref(detail.info.id)} className="earn-help-link" data-testid="ieo-mine-all">
        {t('ieo.allSubscriptions')}
      </Link>
    </section>
  );
}

function Project({ detail }: { detail: IeoDetail }) {
  const { t } = useTranslation();
  const p = detail.info;
  const signedIn = useSession((s) => s.token) !== '';
  const mine = useRef<HTMLElement>(null);
  const white = safeUrl(p.white_book);
  const site = safeUrl(p.link);
  return (
    <>
      <section className="earn-card earn-product" data-testid="ieo-project">
        <div className="ieo-card-head">
          <IeoLogo project={p} />
          <div className="ieo-card-title">
            <b>{p.title}</b>
            <small>{p.currency_name}</small>
          </div>
          <IeoPhaseBadge project={p} />
        </div>
        {p.summary && <p className="earn-hint">{p.summary}</p>}
        <IeoProgressBar project={p} />
        <Facts prefix="ieo-info" rows={infoRows(t, p)} />
        {(white || site) && (
          <div className="earn-actions ieo-links">
            {white && (
              <a
                href={white}
                target="_blank"
                rel="noopener noreferrer"
                className="chip-button"
                data-testid="ieo-whitepaper"
              >
                {t('ieo.whitepaper')}
              </a>
            )}
            {site && (
              <a
                href={site}
                target="_blank"
                rel="noopener noreferrer"
                className="chip-button"
                data-testid="ieo-website"
              >
                {t('ieo.website')}
              </a>
            )}
          </div>
        )}
      </section>
      <Subscribe detail={detail} onApplied={() => mine.current?.scrollIntoView?.({ block: 'start' })} />
      <Rule project={p} />
      {paragraphs(p.content).length > 0 && (
        <section className="earn-help ieo-about" data-testid="ieo-about">
          <h2>{t('ieo.about')}</h2>
          {paragraphs(p.content).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      )}
      {signedIn && <Mine detail={detail} anchor={mine} />}
    </>
  );
}

/** `/pages/ieo/subscribe?id=`: an IEO project's details, its allocation rule, subscribing, my subscriptions to it. */
export default function IeoSubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const detail = useIeoProject(id);
  return (
    <PageShell
      title={detail.data?.info.title ?? t('ieo.title')}
      className="earn-page"
      right={
        <Link to={IEO_ORDERS_PATH} data-testid="ieo-orders-link">
          {t('ieo.mySubscriptions')}
        </Link>
      }
    >
      {/^\d+$/.test(id) && detail.isPending ? (
        <Skeleton.Paragraph lineCount={10} animated />
      ) : detail.data ? (
        <Project detail={detail.data} />
      ) : detail.isError && !(isApiError(detail.error) && detail.error.kind === 'business') ? (
        <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
      ) : (
        <EmptyState title={t('ieo.notFound')} />
      )}
    </PageShell>
  );
}
