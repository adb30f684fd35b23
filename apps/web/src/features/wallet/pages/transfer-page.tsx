import { formatCoin } from '@app/api';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { LoopOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { walletKeys } from '../api/keys';
import { useOverview, useWalletDetail } from '../api/overview';
import { submitTransfer } from '../api/transfer';
import { type AccountField, isTransferField } from '../api/types';
import { AmountField } from '../components/amount-field';
import { OptionPicker } from '../components/option-picker';
import { PickerField } from '../components/picker-field';
import { ACCOUNT_NAME_KEYS } from '../model/account-name';
import { allAmount } from '../model/calc';
import { type Errors, hasErrors, transferErrors } from '../model/validate';
import { WALLET_PATHS } from '../wallet-paths';
import '../wallet.css';

type Sheet = 'coin' | 'from' | 'to' | null;

/**
 * #/pages/fund/transfer and #/pages/fund/fundTransfer?currency=&from=: moves a coin between two of the
 * user's own accounts (POST /wallet/change). fundTransfer is the same screen entered from a coin.
 */
export default function TransferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const overview = useOverview();
  const accounts = (overview.data?.accounts ?? []).filter((a) => isTransferField(a.field));
  const coins = useMemo(() => {
    const seen = new Map<number, string>();
    for (const a of overview.data?.accounts ?? []) for (const c of a.coins) seen.set(c.currency_id, c.currency);
    return [...seen].map(([id, name]) => ({ id, name }));
  }, [overview.data]);

  const initialCoin = Number(params.get('currency') ?? params.get('id'));
  const initialFrom = params.get('from') ?? params.get('type');
  // `to` preselects the receiving account (a trading screen's "transfer in": ?from=change&to=lever).
  const initialTo = params.get('to');
  const [coinId, setCoinId] = useState<number | undefined>(
    Number.isInteger(initialCoin) && initialCoin > 0 ? initialCoin : undefined,
  );
  const [from, setFrom] = useState<AccountField>(isTransferField(initialFrom) ? initialFrom : 'change');
  const [to, setTo] = useState<AccountField>(
    isTransferField(initialTo) && initialTo !== from ? initialTo : from === 'lever' ? 'change' : 'lever',
  );
  const [amount, setAmount] = useState('');
  const [sheet, setSheet] = useState<Sheet>(null);
  const [tried, setTried] = useState(false);
  const coin = coinId ?? coins.find((c) => c.name === 'USDT')?.id ?? coins[0]?.id;
  const coinName = coins.find((c) => c.id === coin)?.name ?? '';
  const detail = useWalletDetail(coin, from);
  const available = detail.data?.available;
  const errors: Errors<'coin' | 'accounts' | 'amount'> = tried
    ? transferErrors({ coin, from, to, amount, available })
    : {};
  const nameOf = (field: AccountField) => t(ACCOUNT_NAME_KEYS[field]);

  const pick = (side: 'from' | 'to', field: AccountField) => {
    // Choosing the other side's account swaps them, so the two never match.
    if (side === 'from') {
      if (field === to) setTo(from);
      setFrom(field);
    } else {
      if (field === from) setFrom(to);
      setTo(field);
    }
  };

  const submit = async () => {
    const found = transferErrors({ coin, from, to, amount, available });
    setTried(true);
    if (hasErrors(found) || coin === undefined) return;
    const ok = await confirmAction(
      t('wallet.transfer.confirm', {
        amount: formatCoin(amount, coinName),
        coin: coinName,
        from: nameOf(from),
        to: nameOf(to),
      }),
    );
    if (!ok) return;
    await submitTransfer({ currency_id: coin, number: amount.trim(), from_field: from, to_field: to });
    showToast(t('wallet.transfer.done'));
    setAmount('');
    setTried(false);
    await queryClient.invalidateQueries({ queryKey: walletKeys.all });
  };

  return (
    <PageShell
      className="wallet-page"
      title={t('wallet.title.transfer')}
      right={
        <button
          type="button"
          className="link-button"
          data-testid="transfer-history"
          onClick={() => navigate(WALLET_PATHS.transferHistory)}
        >
          {t('wallet.action.history')}
        </button>
      }
    >
      {overview.isPending && <Skeleton.Paragraph lineCount={8} animated className="wallet-skeleton" />}
      {overview.isError && <ErrorState onRetry={() => void overview.refetch()} />}
      {overview.data && (
        <div className="acc-form">
          <PickerField
            label={t('wallet.transfer.coin')}
            value={coinName || undefined}
            placeholder={t('wallet.transfer.chooseCoin')}
            onOpen={() => setSheet('coin')}
            testId="transfer-coin"
          />
          <div className="wallet-pair">
            <div className="wallet-pair-fields">
              <PickerField
                label={t('wallet.transfer.from')}
                value={nameOf(from)}
                onOpen={() => setSheet('from')}
                testId="transfer-from"
              />
              <PickerField
                label={t('wallet.transfer.to')}
                value={nameOf(to)}
                onOpen={() => setSheet('to')}
                testId="transfer-to"
              />
            </div>
            <button
              type="button"
              className="icon-button wallet-swap"
              aria-label={t('wallet.action.swap')}
              data-testid="transfer-swap"
              onClick={() => {
                setFrom(to);
                setTo(from);
              }}
            >
              <LoopOutline />
            </button>
          </div>
          {errors.accounts && (
            <span className="acc-field-error" role="alert">
              {t(`wallet.error.${errors.accounts}`)}
            </span>
          )}
          <AmountField
            label={t('wallet.transfer.amount')}
            value={amount}
            onChange={setAmount}
            unit={coinName}
            onAll={() => available && setAmount(allAmount(available))}
            error={errors.amount ?? errors.coin}
            testId="transfer-amount"
            hint={
              <span data-testid="transfer-available">
                {t('wallet.transfer.available', { amount: formatCoin(available ?? '0', coinName), coin: coinName })}
              </span>
            }
          />
          <SubmitButton onSubmit={submit} data-testid="transfer-submit">
            {t('wallet.action.confirm')}
          </SubmitButton>
        </div>
      )}
      <OptionPicker
        visible={sheet === 'coin'}
        title={t('wallet.transfer.chooseCoin')}
        options={coins.map((c) => ({ key: c.id, label: c.name }))}
        selected={coin}
        onSelect={(id) => {
          setCoinId(id);
          setAmount('');
        }}
        onClose={() => setSheet(null)}
        testPrefix="transfer-coin"
      />
      <OptionPicker
        visible={sheet === 'from' || sheet === 'to'}
        title={t('wallet.transfer.chooseAccount')}
        options={accounts.map((a) => ({ key: a.field, label: nameOf(a.field) }))}
        selected={sheet === 'from' ? from : to}
        onSelect={(field) => sheet && sheet !== 'coin' && pick(sheet, field)}
        onClose={() => setSheet(null)}
        testPrefix="transfer"
      />
    </PageShell>
  );
}
