import { LeverScreen } from '../components/lever-screen';

/**
 * `/pages/transaction/index2` (`?symbol=AAPL%2FUSD&side=long|short`): the stock area, quoted in USD and settled
 * 1:1 in USDT in the stock account; market entries only while the exchange is open.
 */
export default function StockPage() {
  return <LeverScreen area="stock" superLeverage={false} />;
}
