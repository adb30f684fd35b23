import { ComingSoonTab } from './coming-soon-tab';

export default function AssetsTab() {
  return <ComingSoonTab tab="assets" />;
}
