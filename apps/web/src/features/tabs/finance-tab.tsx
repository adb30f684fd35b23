import { ComingSoonTab } from './coming-soon-tab';

export default function FinanceTab() {
  return <ComingSoonTab tab="finance" />;
}
