import { formatTrimmed } from '@app/api';
import { mul } from '@app/money';
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { newIdempotencyKey } from '../../contracts/model/idempotency';
import { useBuyDual } from '../api/actions';
import { useDualEstimate, useDualProduct } from '../api/reads';
import type { DualProduct } from '../api/types';
import { CampaignNote } from '../components/campaign-note';
import { Facts } from '../components/facts';
import { sharesProblem } from '../model/amount';
import { dualTitle } from '../model/dual-name';
import { fmtCoin, fmtDay, fmtPct } from '../model/format';
import { INVEST_MINE_PATH } from '../model/paths';
import { useDebounced } from '../model/use-debounced';
import '../earn.css';

const PRICE = /^\d{1,18}(\.\d{1,18})?$/;

function Purchase({ product: p }: { product: DualProduct }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const title = dualTitle(t, i18n.language, p);
  const [num, setNum] = useState('1');
  const [price, setPrice] = useState(p.last_price || p.exercise_price);
  const problem = sharesProblem(num, p.remaining_number, p.user_limit);
  const paid = problem ? '' : mul(p.unit_price, num.trim());
  const q = useDebounced({ num: num.trim(), price: price.trim() });
  const askable = sharesProblem(q.num, p.remaining_number, p.user_limit) === undefined && PRICE.test(q.price);
  const estimate = useDualEstimate(String(p.id), q.num, q.price, askable);
  const buy = useBuyDual();
  // Only the answer for what is on screen now (a previous one stays in the cache while the next loads).
  const e = askable && !estimate.isPlaceholderData && paid !== '' && q.num === num.trim() ? estimate.data : undefined;

  const submit = async () => {
    if (problem) return;
    const ok = await confirmAction(
      <div data-testid="invest-confirm">
        <Facts
          prefix="invest-confirm"
          rows={[
            ['product', t('earn.dual.title'), title],
            ['shares', t('earn.dual.shares'), num.trim()],
            ['paid', t('earn.dual.paid'), fmtCoin(paid, p.pay_currency)],
            ['apr', t('earn.dual.aprLabel'), fmtPct(p.apr)],
            ['strike', t('earn.dual.strike'), fmtCoin(p.exercise_price, 'USDT')],
            ['maturity', t('earn.dual.maturity'), p.end_time],
          ]}
        />
        <p className="earn-hint">{t('earn.dual.confirmNote')}</p>
        <CampaignNote campaign={p.campaign} />
      </div>,
      { title: t('earn.dual.confirmTitle') },
    );
    if (!ok) return;
    await buy.mutateAsync({ id: p.id, num: Number(num.trim()), key: newIdempotencyKey() });
    showToast(t('earn.dual.done'));
    navigate(INVEST_MINE_PATH);
  };

  return (
    <>
      <section className="earn-card earn-product" data-testid="invest-product">
        <div className="earn-card-head">
          <b data-testid="invest-product-name">{title}</b>
          <span className="earn-rate">{t('earn.apr', { rate: fmtPct(p.apr) })}</span>
        </div>
        <Facts
          prefix="invest-product"
          rows={[
            ['strike', t('earn.dual.strike'), fmtCoin(p.exercise_price, 'USDT')],
            ['last', t('earn.dual.last'), p.last_price ? fmtCoin(p.last_price, 'USDT') : '--'],
            ['unit', t('earn.dual.unit'), fmtCoin(p.unit_price, p.pay_currency)],
            ['days', t('earn.days', { n: p.day }), `${t('earn.dual.maturity')} ${fmtDay(p.end_time)}`],
            ['left', t('earn.dual.left'), `${p.remaining_number} / ${p.total_number}`],
          ]}
        />
        <small className="earn-hint">{t('earn.dual.limit', { n: p.user_limit })}</small>
        <CampaignNote campaign={p.campaign} note />
      </section>
      <section className="earn-form">
        <label htmlFor="invest-num">{t('earn.dual.shares')}</label>
        <input
          id="invest-num"
          data-testid="invest-num"
          inputMode="numeric"
          autoComplete="off"
          value={num}
          onChange={(ev) => setNum(ev.target.value)}
        />
        {problem ? (
          <p className="earn-problem" role="alert" data-testid="invest-problem" data-problem={problem}>
            {t(`earn.dual.problem.${problem}`)}
          </p>
        ) : (
          <p className="earn-hint" data-testid="invest-paid">
            {t('earn.dual.paid')} {fmtCoin(paid, p.pay_currency)}
          </p>
        )}
        <h2>{t('earn.dual.whatIf')}</h2>
        <label htmlFor="invest-price">{t('earn.dual.tryPrice')}</label>
        <input
          id="invest-price"
          data-testid="invest-price"
          inputMode="decimal"
          autoComplete="off"
          value={price}
          onChange={(ev) => setPrice(ev.target.value)}
        />
        {e && (
          <>
            <Facts
              prefix="invest-estimate"
              rows={[['payout', t('earn.dual.payout'), fmtCoin(e.payout, e.payout_currency)]]}
            />
            <p className="earn-hint" data-testid="invest-branch" data-branch={e.branch}>
              {t(`earn.dual.branch.${e.branch}`, { coin: p.currency_name })}
            </p>
            {/* The product's code and the growth factor with its formula: exact, for whoever wants to check. */}
            <details className="earn-how" data-testid="invest-how">
              <summary>{t('earn.howComputed')}</summary>
              <p>
                {t('earn.dual.code')} <code>{p.name}</code>
              </p>
              <p className="earn-formula">{t('earn.dual.formula')}</p>
              <Facts
                prefix="invest-estimate"
                rows={[['growth', t('earn.dual.growth'), formatTrimmed(e.growth, 8, 'half-up')]]}
              />
            </details>
          </>
        )}
        <SubmitButton onSubmit={submit} disabled={!!problem || p.status !== 1} data-testid="invest-submit">
          {t('earn.dual.buy')}
        </SubmitButton>
      </section>
    </>
  );
}

/** `/pages/invest/purchase?id=`: buy whole shares of a dual product, with a what-if calculator and a confirmation. */
export default function InvestPurchasePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const product = useDualProduct(id);
  return (
    <PageShell title={t('earn.dual.title')} className="earn-page">
      {/^\d+$/.test(id) && product.isPending ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : product.data ? (
        <Purchase product={product.data} />
      ) : (
        <EmptyState title={t('earn.notFound')} />
      )}
    </PageShell>
  );
}
