import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { accountsKeys } from '../api/keys';
import { saveWallet } from '../api/profile-api';
import { useCoins, useUserInfo } from '../api/queries';
import { AccountShell } from '../components/account-shell';
import { ImageUpload } from '../components/image-upload';
import { ProofField, proofOf, usesPayPassword } from '../components/proof-field';
import { TextField } from '../components/text-field';
import { type Errors, hasErrors, proofError, validateWallet, type WalletValues } from '../forms/validate';
import { rememberSavedAddress } from '../lib/saved-address';

type Field = keyof WalletValues | 'proof';

/**
 * #/pages/setting/addWallet?currency=&network=: coin and network from /currency/list, label, address, QR image, pay
 * password. Saving goes back to where the user came from, which selects the new address (a withdrawal does).
 */
export default function AddWalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const coins = useCoins();
  const { data: user } = useUserInfo();
  const [params] = useSearchParams();
  // Opened from a withdrawal (`?currency=&network=`): the form starts on that coin and network.
  const [v, setV] = useState<WalletValues>(() => ({
    currency: params.get('currency') ?? '',
    network: params.get('network') ?? '',
    name: '',
    address: '',
    qrcode: '',
  }));
  const [payPassword, setPayPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors<Field>>({});
  const set = (key: keyof WalletValues) => (value: string) => setV((s) => ({ ...s, [key]: value }));
  const networks = coins.data?.find((c) => c.name === v.currency)?.networks ?? [];

  const pickCoin = (currency: string) => {
    const nets = coins.data?.find((c) => c.name === currency)?.networks ?? [];
    setV((s) => ({ ...s, currency, network: nets.length === 1 ? (nets[0] ?? '') : '' }));
  };

  const submit = async () => {
    const found: Errors<Field> = { ...validateWallet(v) };
    const proof = proofError(usesPayPassword(user), payPassword, code);
    if (proof) found.proof = proof;
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const saved = await saveWallet({
        ...v,
        name: v.name.trim(),
        address: v.address.trim(),
        ...proofOf(user, payPassword, code),
      });
      rememberSavedAddress(saved.id);
      showToast(t('accounts.msg.saved'));
      await queryClient.invalidateQueries({ queryKey: accountsKeys.wallets() });
      navigate(-1);
    } catch {
      // toasted by the request helper
    }
  };

  return (
    <AccountShell title={t('accounts.title.addWallet')}>
      {coins.isError && <ErrorState onRetry={() => void coins.refetch()} />}
      <form className="acc-form" onSubmit={(e) => e.preventDefault()}>
        <div className="acc-field-pair">
          <Select
            label={t('accounts.field.currency')}
            value={v.currency}
            onChange={pickCoin}
            error={errors.currency}
            testId="wallet-currency"
            options={coins.data?.map((c) => c.name) ?? []}
          />
          <Select
            label={t('accounts.field.network')}
            value={v.network}
            onChange={set('network')}
            error={errors.network}
            testId="wallet-network"
            options={networks}
          />
        </div>
        <TextField
          label={t('accounts.field.label')}
          value={v.name}
          onChange={set('name')}
          error={errors.name}
          testId="wallet-name"
          maxLength={30}
        />
        <TextField
          label={t('accounts.field.address')}
          value={v.address}
          onChange={set('address')}
          error={errors.address}
          testId="wallet-address"
          autoComplete="off"
        />
        <ImageUpload
          label={t('accounts.field.qrcode')}
          value={v.qrcode}
          onChange={set('qrcode')}
          error={errors.qrcode}
          testId="wallet-qrcode"
        />
        <ProofField
          user={user}
          payPassword={payPassword}
          code={code}
          onPayPassword={setPayPassword}
          onCode={setCode}
          error={errors.proof}
          testId="wallet"
        />
        <SubmitButton onSubmit={submit} data-testid="wallet-submit" className="acc-submit">
          {t('accounts.action.save')}
        </SubmitButton>
      </form>
    </AccountShell>
  );
}

type SelectProps = {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: string[];
  error?: Errors<Field>[Field];
  testId: string;
};

function Select({ label, value, onChange, options, error, testId }: SelectProps) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'acc-field acc-field-invalid' : 'acc-field'}>
      <label className="acc-field-label">
        <span>{label}</span>
        <span className="acc-field-row">
          <select
            className="acc-input acc-select"
            data-testid={testId}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="" disabled>
              —
            </option>
            {options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </span>
      </label>
      {error && <span className="acc-field-error">{t(`accounts.error.${error}`)}</span>}
    </div>
  );
}
