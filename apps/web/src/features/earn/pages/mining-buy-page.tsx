import { Skeleton } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { useSession } from '../../../stores/session';
import { newIdempotencyKey } from '../../contracts/model/idempotency';
import { useOverview } from '../../wallet/api/overview';
import { useSubscribe } from '../api/actions';
import { useMiningConfigs, useMiningEstimate } from '../api/reads';
import type { MiningConfig, MiningEstimate } from '../api/types';
import { CampaignNote } from '../components/campaign-note';
import { Facts } from '../components/facts';
import { YieldRate, yieldText } from '../components/yield-rate';
import { amountProblem } from '../model/amount';
import { fmtCoin, fmtDay, fmtPct } from '../model/format';
import { MINING_ORDERS_PATH } from '../model/paths';
import { useDebounced } from '../model/use-debounced';
import '../earn.css';

function estimateRows(t: TFunction, e: MiningEstimate, coin: string) {
  return [
    ['daily', t('earn.mining.dailyYield'), fmtCoin(e.daily_yield, coin)],
    ['total', t('earn.mining.totalYield'), fmtCoin(e.total_yield, coin)],
    ['start', t('earn.mining.startAt'), fmtDay(e.start_at)],
    ['end', t('earn.mining.endAt'), fmtDay(e.end_at)],
    ['penalty', t('earn.mining.penaltyToday'), fmtCoin(e.penalty_today, coin)],
  ] as const;
}

function BuyForm({ config: c }: { config: MiningConfig }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token) !== '';
  const overview = useOverview();
  const coin = c.currency_name;
  const balance = overview.data?.accounts
    .find((a) => a.field === 'change')
    ?.coins.find((x) => x.currency === coin)?.available;
  const [amount, setAmount] = useState('');
  const limits = { coin, min: c.save_min, max: c.save_max, budgetCap: c.budget_cap, balance };
  const problem = amountProblem(amount, limits);
  const settled = useDebounced(amount.trim());
  // The calculator works for any well-formed amount in range, whether or not the balance covers it.
  const askable = amountProblem(settled, { ...limits, balance: undefined }) === undefined;
  const estimate = useMiningEstimate(c.id, settled, askable);
  const subscribe = useSubscribe();

  const submit = async () => {
    if (problem || !estimate.data) return;
    const e = estimate.data;
    const ok = await confirmAction(
      <div data-testid="mining-confirm">
        <Facts
          prefix="mining-confirm"
          rows={[
            ['product', c.name, `${t('earn.days', { n: c.day })} · ${yieldText(t, c.apr, c.daily_rate)}`],
            ['amount', t('earn.mining.amount', { coin }), fmtCoin(e.amount, coin)],
            ...estimateRows(t, e, coin),
          ]}
        />
        <p className="earn-hint">{t('earn.mining.lockNote')}</p>
        <CampaignNote campaign={c.campaign} />
      </div>,
      { title: t('earn.mining.confirmTitle') },
    );
    if (!ok) return;
    await subscribe.mutateAsync({ id: c.id, amount: e.amount, key: newIdempotencyKey() });
    showToast(t('earn.mining.done'));
    navigate(MINING_ORDERS_PATH);
  };

  const shown = askable && estimate.data && estimate.data.amount === settled ? estimate.data : undefined;
  return (
    <>
      <section className="earn-card earn-product" data-testid="mining-product">
        <div className="earn-card-head">
          <b>{c.name}</b>
          <YieldRate apr={c.apr} daily={c.daily_rate} testId="mining-product-rate" />
        </div>
        <div className="earn-card-meta">
          <span>{t('earn.days', { n: c.day })}</span>
          <span data-testid="mining-product-penalty">{t('earn.mining.penalty', { rate: fmtPct(c.penalty_rate) })}</span>
        </div>
        {c.intro && <p className="earn-hint">{c.intro}</p>}
        <CampaignNote campaign={c.campaign} note />
        {c.budget_cap !== '' && (
          <small className="earn-hint" data-testid="mining-budget-cap">
            {t('earn.mining.budgetCap', { amount: fmtCoin(c.budget_cap, coin) })}
          </small>
        )}
      </section>
      <section className="earn-form">
        <label htmlFor="mining-amount">{t('earn.mining.amount', { coin })}</label>
        <div className="earn-input-row">
          <input
            id="mining-amount"
            data-testid="mining-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            placeholder={t('earn.mining.range', {
              min: fmtCoin(c.save_min, coin),
              max: c.save_max ? fmtCoin(c.save_max, coin) : '∞',
            })}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        {signedIn && (
          <small className="earn-hint" data-testid="mining-balance">
            {t('earn.mining.balance', { amount: fmtCoin(balance ?? '0', coin) })}
          </small>
        )}
        {amount.trim() !== '' && problem && (
          <p className="earn-problem" role="alert" data-testid="mining-problem" data-problem={problem}>
            {t(`earn.mining.problem.${problem}`)}
          </p>
        )}
        <h2>{t('earn.mining.whatIf')}</h2>
        {shown ? (
          <Facts prefix="mining-estimate" rows={estimateRows(t, shown, coin)} />
        ) : (
          <p className="earn-hint">{t('earn.mining.problem.empty')}</p>
        )}
        <SubmitButton onSubmit={submit} disabled={!!problem || !shown} data-testid="mining-submit">
          {t('earn.mining.subscribe')}
        </SubmitButton>
      </section>
    </>
  );
}

/** `/pages/lockming/buy?id=`: subscribe to a mining product, with a what-if calculator and a confirmation. */
export default function MiningBuyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const configs = useMiningConfigs();
  const config = configs.data?.find((c) => c.id === id);
  return (
    <PageShell title={config?.name ?? t('earn.mining.title')} className="earn-page">
      {configs.isPending ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : config ? (
        <BuyForm config={config} />
      ) : (
        <EmptyState title={t('earn.notFound')} />
      )}
    </PageShell>
  );
}
