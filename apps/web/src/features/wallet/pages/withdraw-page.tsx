import { formatCoin } from '@app/api';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { stepUpField } from '../../security/lib/step-up';
import { walletKeys } from '../api/keys';
import type { WithdrawTarget } from '../api/types';
import { submitWithdraw, useWithdrawInfo } from '../api/withdraw';
import { AmountField } from '../components/amount-field';
import { PayPasswordPopup } from '../components/pay-password-popup';
import { VerifyNotice } from '../components/verify-notice';
import { type TargetChoice, WithdrawTargets } from '../components/withdraw-targets';
import { allAmount, withdrawReceive, withdrawSummary } from '../model/calc';
import { useCoinParam } from '../model/use-coin';
import { type Errors, hasErrors, withdrawErrors } from '../model/validate';
import { WALLET_PATHS } from '../wallet-paths';
import '../wallet.css';

/** #/pages/fund/withdraw?id=&network=: minimum, fee, limit; target; amount; you receive; pay password. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id, network, coin, picker } = useCoinParam('withdraw');
  const info = useWithdrawInfo(id, network);
  const [targetType, setTargetType] = useState<WithdrawTarget>('address');
  const [target, setTarget] = useState<TargetChoice>();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [paying, setPaying] = useState(false);
  const name = coin?.name ?? info.data?.currency ?? '';
  const receive = info.data ? withdrawReceive(amount, info.data.fee) : null;
  const unverified = info.data !== undefined && info.data.level < info.data.required_level;
  // Errors show after the first submit and follow the fields from then on.
  const errors: Errors<'amount' | 'target'> =
    tried && info.data ? withdrawErrors({ amount, ...info.data, hasTarget: target !== undefined }) : {};

  const submit = async () => {
    if (!info.data) return;
    if (unverified) {
      showToast(t('wallet.withdraw.needLevel', { level: info.data.required_level }));
      return;
    }
    const found = withdrawErrors({ amount, ...info.data, hasTarget: target !== undefined });
    setTried(true);
    const summary = withdrawSummary(amount, info.data.fee);
    if (hasErrors(found) || !summary) return;
    // The figures the server will move: the amount debited, the fee inside it, what arrives (one rule, @app/api).
    const ok = await confirmAction(
      t('wallet.withdraw.confirm', {
        amount: formatCoin(summary.debit, name),
        coin: name,
        fee: formatCoin(summary.fee, name),
        receive: formatCoin(summary.receive, name),
      }),
    );
    if (ok) setPaying(true);
  };

  const pay = async (payPassword: string) => {
    if (id === undefined || !target) return;
    await submitWithdraw({
      currency: id,
      network,
      number: amount.trim(),
      target_type: target.type,
      target_id: target.addressId,
      pay_password: payPassword,
      ...stepUpField(),
    });
    setPaying(false);
    showToast(t('wallet.withdraw.submitted'));
    await queryClient.invalidateQueries({ queryKey: walletKeys.all });
    navigate(`${WALLET_PATHS.records}?type=withdraw`, { replace: true });
  };

  if (picker) return <Navigate to={picker} replace />;
  return (
    <PageShell
      className="wallet-page"
      title={t('wallet.title.withdraw', { coin: name })}
      right={
        <button type="button" className="link-button" onClick={() => navigate(`${WALLET_PATHS.records}?type=withdraw`)}>
          {t('wallet.action.records')}
        </button>
      }
    >
      {info.isPending && <Skeleton.Paragraph lineCount={8} animated className="wallet-skeleton" />}
      {info.isError && <ErrorState message={info.error.message} onRetry={() => void info.refetch()} />}
      {info.data && (
        <div className="acc-form">
          {unverified && <VerifyNotice required={info.data.required_level} />}
          <dl className="wallet-kv wallet-kv-card">
            <div>
              <dt>{t('wallet.withdraw.available')}</dt>
              <dd data-testid="withdraw-available">
                {formatCoin(info.data.available, name)} {name}
              </dd>
            </div>
            <div>
              <dt>{t('wallet.withdraw.min')}</dt>
              <dd>{formatCoin(info.data.min, name)}</dd>
            </div>
            <div>
              <dt>{t('wallet.withdraw.fee')}</dt>
              <dd>{formatCoin(info.data.fee, name)}</dd>
            </div>
            <div>
              <dt>{t('wallet.withdraw.limit')}</dt>
              <dd>
                {t('wallet.withdraw.limitValue', {
                  used: formatCoin(info.data.used_24h, 'BTC'),
                  limit: formatCoin(info.data.limit_24h, 'BTC'),
                })}
              </dd>
            </div>
          </dl>
          <WithdrawTargets
            coin={name}
            network={network}
            type={targetType}
            onType={setTargetType}
            selected={target}
            onSelect={setTarget}
          />
          {errors.target && (
            <span className="acc-field-error" role="alert">
              {t(`wallet.error.${errors.target}`)}
            </span>
          )}
          <AmountField
            label={t('wallet.withdraw.amount')}
            value={amount}
            onChange={setAmount}
            unit={name}
            placeholder={t('wallet.receive.amountPlaceholder', { min: formatCoin(info.data.min, name) })}
            onAll={() => info.data && setAmount(allAmount(info.data.available))}
            error={errors.amount}
            errorParams={{ min: formatCoin(info.data.min, name), fee: formatCoin(info.data.fee, name) }}
            hint={t('wallet.withdraw.feeIncluded', { fee: formatCoin(info.data.fee, name), coin: name })}
            testId="withdraw-amount"
          />
          <div className="wallet-receive">
            <span>{t('wallet.withdraw.receive')}</span>
            <strong data-testid="withdraw-receive">
              {receive === null ? '--' : formatCoin(receive, name)} {name}
            </strong>
          </div>
          <SubmitButton onSubmit={submit} data-testid="withdraw-submit">
            {t('wallet.action.withdraw')}
          </SubmitButton>
        </div>
      )}
      <PayPasswordPopup visible={paying} onClose={() => setPaying(false)} onConfirm={pay} />
    </PageShell>
  );
}
