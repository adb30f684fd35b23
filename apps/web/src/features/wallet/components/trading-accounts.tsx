import { formatCoin } from '@app/api';
import { isPositive } from '@app/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { WalletAccount } from '../api/types';
import { HIDDEN_AMOUNT, useWalletPrefs } from '../model/prefs';
import { WALLET_PATHS } from '../wallet-paths';

/** The trading accounts hold USDT: contract margins and P/L, stocks settled 1:1 from USD, seconds-option stakes. */
const COIN = 'USDT';

/**
 * Each row's trading screen (features/contracts and features/options; the spec's paths written out, so the assets
 * tab does not load those features' link helpers). "Margin" is the contract account again, through the
 * super-leverage screen; "micro" is the options account of seconds options.
 */
const ROWS = [
  { key: 'lever', field: 'lever', trade: '/pages/transaction/contract' },
  { key: 'margin', field: 'lever', trade: '/pages/transaction/contract?mode=margin' },
  { key: 'stock', field: 'stock', trade: '/pages/transaction/index2' },
  { key: 'micro', field: 'micro', trade: '/pages/transaction/seconds_order' },
] as const;

const transferIn = (field: (typeof ROWS)[number]['field']) => `${WALLET_PATHS.transfer}?from=change&to=${field}`;

/**
 * The contract, margin (super leverage), stock and options balances, each with "transfer in" (the transfer screen from
 * spot into that account) and "trade" (its trading screen). Free USDT, and what is held in positions.
 */
export function TradingAccounts({ accounts }: { accounts: readonly WalletAccount[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hidden = useWalletPrefs((s) => s.hideAmounts);
  const usdt = (field: string) => accounts.find((a) => a.field === field)?.coins.find((c) => c.currency === COIN);
  return (
    <section className="wallet-trading" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('wallet.trading.title')}</h2>
      <ul>
        {ROWS.map((row) => {
          const coin = usdt(row.field);
          const name = t(`wallet.trading.${row.key}`);
          return (
            <li key={row.key} data-testid={`assets-trading-${row.key}`}>
              <div className="wallet-trading-name">
                <strong>{name}</strong>
                {row.key === 'margin' && <small>{t('wallet.trading.marginHint')}</small>}
              </div>
              <div className="wallet-trading-amount" data-testid={`assets-trading-balance-${row.key}`}>
                {hidden ? HIDDEN_AMOUNT : `${formatCoin(coin?.available ?? '0', COIN)} ${COIN}`}
                {coin && isPositive(coin.frozen) && !hidden && (
                  <small>{t('wallet.trading.inPositions', { amount: formatCoin(coin.frozen, COIN) })}</small>
                )}
              </div>
              <div className="wallet-trading-actions">
                <Link
                  className="chip-button"
                  to={transferIn(row.field)}
                  aria-label={`${t('wallet.trading.transferIn')}: ${name}`}
                  data-testid={`assets-trading-transfer-${row.key}`}
                >
                  {t('wallet.trading.transferIn')}
                </Link>
                <Link
                  className="chip-button"
                  to={row.trade}
                  aria-label={`${t('wallet.action.trade')}: ${name}`}
                  data-testid={`assets-trading-trade-${row.key}`}
                >
                  {t('wallet.action.trade')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
