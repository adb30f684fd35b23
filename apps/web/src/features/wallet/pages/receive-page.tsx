import { formatCoin } from '@app/api';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { PageShell } from '../../../components/page-shell';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { ImageUpload } from '../../accounts/components/image-upload';
import { copyText } from '../../accounts/lib/copy';
import { submitCharge, useInAddress } from '../api/deposit';
import { walletKeys } from '../api/keys';
import { AmountField } from '../components/amount-field';
import { useCoinParam } from '../model/use-coin';
import { type Errors, hasErrors, rechargeErrors } from '../model/validate';
import { WALLET_PATHS } from '../wallet-paths';
import '../wallet.css';

/** #/pages/fund/receive?id=&network=: address and QR code, the amount paid and its voucher (spec §5). */
export default function ReceivePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id, network, coin, picker } = useCoinParam('recharge');
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
    const ok = await confirmAction(`${formatCoin(amount, name)} ${name} (${network})`, {
      title: t('wallet.title.receive', { coin: name }),
    });
    if (!ok) return;
    await submitCharge({ currency: id, amount: amount.trim(), account: address.data.address, type: network, voucher });
    showToast(t('wallet.receive.submitted'));
    await queryClient.invalidateQueries({ queryKey: walletKeys.records('recharge') });
    navigate(`${WALLET_PATHS.records}?type=recharge`, { replace: true });
  };

  const addressText = address.isPending
    ? t('wallet.receive.addressLoading')
    : address.isError
      ? address.error.message || t('wallet.receive.addressFailed')
      : address.data.address;

  if (picker) return <Navigate to={picker} replace />;
  return (
    <PageShell
      className="wallet-page"
      title={t('wallet.title.receive', { coin: name })}
      right={
        <button type="button" className="link-button" onClick={() => navigate(`${WALLET_PATHS.records}?type=recharge`)}>
          {t('wallet.action.records')}
        </button>
      }
    >
      <div className="acc-form">
        <div className="wallet-qr-card">
          <span className="acc-badge">
            {t('wallet.receive.network')}: {network || '--'}
          </span>
          <div className="wallet-qr" aria-busy={address.isPending}>
            {address.data ? (
              <QRCodeSVG value={address.data.qrcode_text || address.data.address} size={168} marginSize={2} />
            ) : (
              <div className="wallet-qr-placeholder" />
            )}
          </div>
          <span className="wallet-label">{t('wallet.receive.address')}</span>
          <div className="wallet-address" data-testid="receive-address">
            {addressText}
          </div>
          <button
            type="button"
            className="chip-button"
            disabled={!address.data}
            data-testid="receive-copy"
            onClick={() => address.data && void copyText(address.data.address)}
          >
            {t('wallet.action.copy')}
          </button>
          {address.isError && (
            <button type="button" className="link-button" onClick={() => void address.refetch()}>
              {t('common.retry')}
            </button>
          )}
        </div>
        <p className="wallet-hint">{t('wallet.receive.hint', { coin: name, network })}</p>
        <AmountField
          label={t('wallet.receive.amount')}
          value={amount}
          onChange={setAmount}
          unit={name}
          placeholder={min ? t('wallet.receive.amountPlaceholder', { min: formatCoin(min, name) }) : ''}
          error={errors.amount}
          errorParams={{ min: formatCoin(min, name) }}
          testId="receive-amount"
        />
        <ImageUpload
          label={t('wallet.receive.voucher')}
          value={voucher}
          onChange={setVoucher}
          testId="receive-voucher-input"
        />
        {errors.voucher && (
          <span className="acc-field-error" role="alert">
            {t(`wallet.error.${errors.voucher}`)}
          </span>
        )}
        <SubmitButton onSubmit={submit} disabled={!address.data} data-testid="receive-submit">
          {t('wallet.action.submit')}
        </SubmitButton>
      </div>
    </PageShell>
  );
}
