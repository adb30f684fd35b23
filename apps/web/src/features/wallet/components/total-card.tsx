import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { HIDDEN_AMOUNT, useWalletPrefs } from '../model/prefs';

type Props = { fiat: string; amount: string; sub?: string; testId?: string; children?: ReactNode };

/** The total in the chosen fiat with the hide-amount eye (shared by the assets tab and the home card). */
export function TotalCard({ fiat, amount, sub, testId = 'assets-total', children }: Props) {
  const { t } = useTranslation();
  const hidden = useWalletPrefs((s) => s.hideAmounts);
  const toggle = useWalletPrefs((s) => s.toggleAmounts);
  return (
    <section className="wallet-total">
      <div className="wallet-total-label">
        <span>{t('wallet.assets.total', { fiat })}</span>
        <button
          type="button"
          className="icon-button wallet-eye"
          aria-label={t(hidden ? 'wallet.assets.show' : 'wallet.assets.hide')}
          aria-pressed={hidden}
          data-testid="assets-hide"
          onClick={toggle}
        >
          {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
        </button>
      </div>
      <div className="wallet-total-amount" data-testid={testId}>
        {hidden ? HIDDEN_AMOUNT : amount}
      </div>
      {sub && <div className="wallet-total-sub">{hidden ? HIDDEN_AMOUNT : sub}</div>}
      {children}
    </section>
  );
}
