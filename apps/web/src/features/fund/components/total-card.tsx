import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_AMOUNT, useFundPrefs } from '../model/prefs';

type Props = { fiat: string; amount: string; sub?: string; testId?: string; children?: ReactNode };

/** The total in the chosen fiat with the hide-amount eye (shared by the assets tab and the home card). */
export function TotalCard({ fiat, amount, sub, testId = 'assets-total', children }: Props) {
  const { t } = useTranslation();
  const hidden = useFundPrefs((s) => s.hideAmounts);
  const toggle = useFundPrefs((s) => s.toggleAmounts);
  return (
    <section className="fund-total">
      <div className="fund-total-label">
        <span>{t('fund.assets.total', { fiat })}</span>
        <button
          type="button"
          className="icon-button fund-eye"
          aria-label={t(hidden ? 'fund.assets.show' : 'fund.assets.hide')}
          aria-pressed={hidden}
          data-testid="assets-hide"
          onClick={toggle}
        >
          {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
        </button>
      </div>
      <div className="fund-total-amount" data-testid={testId}>
        {hidden ? HIDDEN_AMOUNT : amount}
      </div>
      {sub && <div className="fund-total-sub">{hidden ? HIDDEN_AMOUNT : sub}</div>}
      {children}
    </section>
  );
}
