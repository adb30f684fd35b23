import { ComingSoonTab } from './coming-soon-tab';

export default function TradeTab() {
  return <ComingSoonTab tab="trade" />;
}
