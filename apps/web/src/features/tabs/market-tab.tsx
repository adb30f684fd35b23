import { ComingSoonTab } from './coming-soon-tab';

export default function MarketTab() {
  return <ComingSoonTab tab="market" />;
}
