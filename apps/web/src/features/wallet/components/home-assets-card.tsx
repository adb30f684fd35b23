import { formatCoin, formatFiat } from '@app/api';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../stores/session';
import { useFiatRates, useUserCurrencies } from '../api/overview';
import { allZero, toFiat, totalUsdt } from '../model/calc';
import { WALLET_PATHS } from '../wallet-paths';
import { StartDeposit } from './start-deposit';
import { TotalCard } from './total-card';
import '../wallet.css';

/**
 * Home: the total assets equivalent (spec §2) for a logged-in user, in the chosen fiat, with the eye; a first
 * deposit offered while every balance is zero.
 */
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
  // A failed refresh keeps the last total on screen (offline: the kept one).
  const { data, isPending } = useUserCurrencies();
  if (!data && !isPending) return null;
  const usdt = data ? totalUsdt(data) : '0';
  // An unknown rate (empty) shows USD rather than a converted guess.
  const inFiat = toFiat(usdt, fiat.rate);
  const code = inFiat === null ? 'USD' : fiat.currency_code;
  return (
    // While the balances load, the card is drawn with blank amounts so the banner under it keeps its place (CLS).
    <div className="home-section wallet-home" aria-busy={!data}>
      <TotalCard
        fiat={code}
        amount={data ? formatFiat(inFiat ?? usdt, code) : '\u00a0'}
        sub={data ? t('wallet.assets.totalUsdt', { amount: formatCoin(usdt, 'USDT') }) : '\u00a0'}
        testId={data ? 'home-assets-total' : 'home-assets-placeholder'}
      >
        <button type="button" className="link-button wallet-home-link" onClick={() => navigate(WALLET_PATHS.assets)}>
          {t('wallet.title.assets')} ›
        </button>
      </TotalCard>
      {data && allZero(data) && <StartDeposit testId="home-start" />}
    </div>
  );
}
