import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../stores/session';
import { useFiatRates, useUserCurrencies } from '../api/overview';
import { FUND_PATHS } from '../fund-paths';
import { toFiat, totalUsdt } from '../model/calc';
import { formatCoin, formatFiat } from '../model/format';
import { TotalCard } from './total-card';
import '../fund.css';

/** Home: the total assets equivalent (spec §2) for a logged-in user, in the chosen fiat, with the eye. */
export function HomeAssetsCard() {
  const token = useSession((s) => s.token);
  if (!token) return null;
  return <HomeAssetsTotal />;
}

function HomeAssetsTotal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useFiatRates();
  const fiat = useSession((s) => s.fiat);
  const { data, isError } = useUserCurrencies();
  if (isError || !data) return null;
  const usdt = totalUsdt(data);
  // An unknown rate (empty) shows USD rather than a converted guess.
  const inFiat = toFiat(usdt, fiat.rate);
  const code = inFiat === null ? 'USD' : fiat.currency_code;
  return (
    <div className="home-section fund-home">
      <TotalCard
        fiat={code}
        amount={formatFiat(inFiat ?? usdt, code)}
        sub={t('fund.assets.totalUsdt', { amount: formatCoin(usdt) })}
        testId="home-assets-total"
      >
        <button type="button" className="link-button fund-home-link" onClick={() => navigate(FUND_PATHS.assets)}>
          {t('fund.title.assets')} ›
        </button>
      </TotalCard>
    </div>
  );
}
