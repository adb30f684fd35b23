import { useSearchParams } from 'react-router';
import { LeverScreen } from '../components/lever-screen';

/**
 * `/pages/transaction/contract` and `/pages/transaction/futrues` (`?symbol=BTC%2FUSDT&side=long|short`): crypto
 * contracts. `?mode=margin` is the "margin / super leverage" view: only the pairs offering high leverage.
 */
export default function ContractPage() {
  const [params] = useSearchParams();
  return <LeverScreen area="contract" superLeverage={params.get('mode') === 'margin'} />;
}
