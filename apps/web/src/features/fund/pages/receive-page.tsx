import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { SubmitButton } from '../../../components/submit-button';
import { showToast } from '../../../lib/feedback';
import { ImageUpload } from '../../account/components/image-upload';
import { copyText } from '../../account/lib/copy';
import { submitCharge, useInAddress } from '../api/deposit';
import { fundKeys } from '../api/keys';
import { AmountField } from '../components/amount-field';
import { confirmMoney } from '../components/confirm-money';
import { FUND_PATHS } from '../fund-paths';
import { formatCoin } from '../model/format';
import { useCoinParam } from '../model/use-coin';
import { type Errors, hasErrors, rechargeErrors } from '../model/validate';
import '../fund.css';

/** #/pages/fund/receive?id=&network=: address and QR code, the amount paid and its voucher (spec §5). */
export default function ReceivePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id, network, coin } = useCoinParam();
  const address = useInAddress(id, network);
  const [amount, setAmount] = useState('');
  const [voucher, setVoucher] = useState('');
  const [tried, setTried] = useState(false);
  const name = coin?.name ?? '';
  const min = coin?.min_deposit;
  // Errors show after the first submit and follow the fields from then on.
  const errors: Errors<'amount' | 'voucher'> = tried ? rechargeErrors({ amount, voucher, min }) : {};

  const submit = async () => {
    const found = rechargeErrors({ amount, voucher, min });
    setTried(true);
    if (hasErrors(found) || id === undefined || !address.data) return;
    const ok = await confirmMoney(
      `${formatCoin(amount)} ${name} (${network})`,
      t('fund.title.receive', { coin: name }),
    );
    if (!ok) return;
    await submitCharge({ currency: id, amount: amount.trim(), account: address.data.address, type: network, voucher });
    showToast(t('fund.receive.submitted'));
    await queryClient.invalidateQueries({ queryKey: fundKeys.records('recharge') });
    navigate(`${FUND_PATHS.records}?type=recharge`, { replace: true });
  };

  const addressText = address.isPending
    ? t('fund.receive.addressLoading')
    : address.isError
      ? address.error.message || t('fund.receive.addressFailed')
      : address.data.address;

  return (
    <PageShell
      className="fund-page"
      title={t('fund.title.receive', { coin: name })}
      right={
        <button type="button" className="link-button" onClick={() => navigate(`${FUND_PATHS.records}?type=recharge`)}>
          {t('fund.action.records')}
        </button>
      }
    >
      <div className="acc-form">
        <div className="fund-qr-card">
          <span className="acc-badge">
            {t('fund.receive.network')}: {network || '--'}
          </span>
          <div className="fund-qr" aria-busy={address.isPending}>
            {address.data ? (
              <QRCodeSVG value={address.data.qrcode_text || address.data.address} size={168} marginSize={2} />
            ) : (
              <div className="fund-qr-placeholder" />
            )}
          </div>
          <span className="fund-label">{t('fund.receive.address')}</span>
          <div className="fund-address" data-testid="receive-address">
            {addressText}
          </div>
          <button
            type="button"
            className="chip-button"
            disabled={!address.data}
            data-testid="receive-copy"
            onClick={() => address.data && void copyText(address.data.address)}
          >
            {t('fund.action.copy')}
          </button>
          {address.isError && (
            <button type="button" className="link-button" onClick={() => void address.refetch()}>
              {t('common.retry')}
            </button>
          )}
        </div>
        <p className="fund-hint">{t('fund.receive.hint', { coin: name, network })}</p>
        <AmountField
          label={t('fund.receive.amount')}
          value={amount}
          onChange={setAmount}
          unit={name}
          placeholder={min ? t('fund.receive.amountPlaceholder', { min: formatCoin(min) }) : ''}
          error={errors.amount}
          errorParams={{ min: formatCoin(min) }}
          testId="receive-amount"
        />
        <ImageUpload
          label={t('fund.receive.voucher')}
          value={voucher}
          onChange={setVoucher}
          testId="receive-voucher-input"
        />
        {errors.voucher && (
          <span className="acc-field-error" role="alert">
            {t(`fund.error.${errors.voucher}`)}
          </span>
        )}
        <SubmitButton onSubmit={submit} disabled={!address.data} data-testid="receive-submit">
          {t('fund.action.submit')}
        </SubmitButton>
      </div>
    </PageShell>
  );
}
