import { formatCoin, formatTrimmed } from '@app/api';
import type { ExchangeQuote } from '@app/api/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { LoopOutline } from 'antd-mobile-icons';
import { useEffect, useReducer, useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { ErrorState } from '../../../components/error-state';
import { PageShell } from '../../../components/page-shell';
import { SubmitButton } from '../../../components/submit-button';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/feedback';
import { getQuote, submitExchange, useExchangeCoins, useQuote } from '../api/exchange';
import { walletKeys } from '../api/keys';
import { AmountField } from '../components/amount-field';
import { OptionPicker } from '../components/option-picker';
import { PickerField } from '../components/picker-field';
import { allAmount, exchangeEstimate } from '../model/calc';
import { initialCountdown, isQuoteFresh, quoteCountdownReducer } from '../model/quote-countdown';
import { type Errors, exchangeErrors, hasErrors } from '../model/validate';
import '../wallet.css';

/**
 * #/pages/fund/exchange: convert one coin into another at a quote asked every 10 s. The submit sends the
 * quote_id; when the server answers that the price changed, the new quote is shown and confirmed again.
 */
export default function ExchangePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const coins = useExchangeCoins();
  const list = coins.data ?? [];
  const [fromId, setFromId] = useState<number>();
  const [toId, setToId] = useState<number>();
  const from = list.find((c) => c.id === fromId) ?? list.find((c) => c.name === 'USDT') ?? list[0];
  const to =
    list.find((c) => c.id === toId) ??
    list.find((c) => c.id !== from?.id && c.name === 'BTC') ??
    list.find((c) => c.id !== from?.id);
  const quote = useQuote(from?.id, to?.id);
  const [countdown, dispatch] = useReducer(quoteCountdownReducer, initialCountdown);
  const [amount, setAmount] = useState('');
  const [sheet, setSheet] = useState<'from' | 'to' | null>(null);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (quote.data) dispatch({ type: 'quoted', at: quote.dataUpdatedAt });
  }, [quote.data, quote.dataUpdatedAt]);
  useEffect(() => {
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (countdown.due) void quote.refetch();
  }, [countdown.due, quote.refetch]);

  const errors: Errors<'coin' | 'amount'> = tried
    ? exchangeErrors({ from: from?.id, to: to?.id, amount, min: quote.data?.min, available: from?.available })
    : {};
  const estimate = quote.data ? exchangeEstimate(amount, quote.data.rate, quote.data.fee_rate) : null;
  const names = { from: from?.name ?? '', to: to?.name ?? '' };

  const pick = (side: 'from' | 'to', id: number) => {
    if (side === 'from') {
      if (id === to?.id) setToId(from?.id);
      setFromId(id);
    } else {
      if (id === from?.id) setFromId(to?.id);
      setToId(id);
    }
    dispatch({ type: 'reset' });
  };

  const send = async (q: ExchangeQuote): Promise<void> => {
    if (!from || !to) return;
    try {
      const result = await submitExchange({
        number: amount.trim(),
        from_currency_id: from.id,
        to_currency_id: to.id,
        quote_id: q.quote_id,
      });
      showToast(t('wallet.exchange.done', { amount: formatCoin(result.to_amount, to.name), coin: to.name }));
      setAmount('');
      setTried(false);
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'business') throw error;
      // The server says why in words only; a quote that has expired or moved is the "price changed" case.
      const fresh = await getQuote(from.id, to.id).catch(() => null);
      const changed = fresh && (!isQuoteFresh(q.expires_at, Date.now(), 0) || fresh.rate !== q.rate);
      if (!fresh || !changed) {
        showToast(error.message);
        return;
      }
      queryClient.setQueryData(walletKeys.quote(from.id, to.id), fresh);
      const next = exchangeEstimate(amount, fresh.rate, fresh.fee_rate);
      const again = await confirmAction(
        t('wallet.exchange.priceChanged', {
          from: from.name,
          to: to.name,
          rate: formatTrimmed(fresh.rate, 12),
          receive: formatCoin(next?.receive, to.name),
        }),
        { title: error.message },
      );
      if (again) await send(fresh);
    }
  };

  const submit = async () => {
    const found = exchangeErrors({
      from: from?.id,
      to: to?.id,
      amount,
      min: quote.data?.min,
      available: from?.available,
    });
    setTried(true);
    if (hasErrors(found) || !quote.data) return;
    const q = quote.data;
    const ok = await confirmAction(
      t('wallet.exchange.confirm', {
        amount: formatCoin(amount, names.from),
        from: names.from,
        receive: formatCoin(estimate?.receive, names.to),
        to: names.to,
      }),
    );
    if (ok) await send(q);
  };

  return (
    <PageShell className="wallet-page" title={t('wallet.title.exchange')}>
      {coins.isPending && <Skeleton.Paragraph lineCount={8} animated className="wallet-skeleton" />}
      {coins.isError && <ErrorState onRetry={() => void coins.refetch()} />}
      {coins.data && (
        <div className="acc-form">
          <div className="wallet-pair">
            <div className="wallet-pair-fields">
              <PickerField
                label={t('wallet.exchange.from')}
                value={names.from}
                onOpen={() => setSheet('from')}
                testId="exchange-from"
              />
              <PickerField
                label={t('wallet.exchange.to')}
                value={names.to}
                onOpen={() => setSheet('to')}
                testId="exchange-to"
              />
            </div>
            <button
              type="button"
              className="icon-button wallet-swap"
              aria-label={t('wallet.action.swap')}
              data-testid="exchange-swap"
              onClick={() => {
                setFromId(to?.id);
                setToId(from?.id);
                setAmount('');
                dispatch({ type: 'reset' });
              }}
            >
              <LoopOutline />
            </button>
          </div>
          <AmountField
            label={t('wallet.exchange.amount')}
            value={amount}
            onChange={setAmount}
            unit={names.from}
            onAll={() => from && setAmount(allAmount(from.available))}
            error={errors.amount ?? errors.coin}
            errorParams={{ min: formatCoin(quote.data?.min, names.from) }}
            testId="exchange-amount"
            hint={`${t('wallet.withdraw.available')}: ${formatCoin(from?.available ?? '0', names.from)} ${names.from}`}
          />
          <dl className="wallet-kv wallet-kv-card" aria-live="polite">
            <div>
              <dt>{t('wallet.exchange.rate')}</dt>
              <dd data-testid="exchange-rate">
                {quote.data
                  ? `1 ${names.from} = ${formatTrimmed(quote.data.rate, 12)} ${names.to}`
                  : quote.isError
                    ? t('wallet.exchange.quoteFailed')
                    : t('wallet.exchange.quoting')}
              </dd>
            </div>
            <div>
              <dt>{t('wallet.exchange.fee')}</dt>
              <dd>{estimate ? `${formatCoin(estimate.fee, names.to)} ${names.to}` : '--'}</dd>
            </div>
            <div>
              <dt>{t('wallet.exchange.receive')}</dt>
              <dd data-testid="exchange-receive">
                {estimate ? `${formatCoin(estimate.receive, names.to)} ${names.to}` : '--'}
              </dd>
            </div>
          </dl>
          {quote.data && (
            <p className="wallet-hint" data-testid="exchange-countdown">
              {quote.data.min ? `${t('wallet.exchange.min', { min: formatCoin(quote.data.min, names.from) })} · ` : ''}
              {t('wallet.exchange.refreshIn', { count: countdown.remaining })}
            </p>
          )}
          <SubmitButton onSubmit={submit} disabled={!quote.data} data-testid="exchange-submit">
            {t('wallet.action.exchange')}
          </SubmitButton>
        </div>
      )}
      <OptionPicker
        visible={sheet !== null}
        title={t('wallet.transfer.chooseCoin')}
        options={list.map((c) => ({ key: c.id, label: c.name, extra: formatCoin(c.available, c.name) }))}
        selected={sheet === 'from' ? from?.id : to?.id}
        onSelect={(id) => sheet && pick(sheet, id)}
        onClose={() => setSheet(null)}
        testPrefix="exchange"
      />
    </PageShell>
  );
}
