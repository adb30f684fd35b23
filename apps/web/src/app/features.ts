/**
 * The features of the mobile app. Adding a capability is one folder under features/ with its routes.ts, and one
 * line here (docs/adding-a-capability.md).
 */
import { routes as account } from '../features/account/routes';
import { routes as content } from '../features/content/routes';
import { routes as fund } from '../features/fund/routes';
import { routes as home } from '../features/home/routes';
import { routes as market } from '../features/market/routes';
import { routes as settings } from '../features/settings/routes';
import { routes as tabs } from '../features/tabs/routes';
import { routes as trade } from '../features/trade/routes';
import type { RouteDef } from '../lib/routes-registry';

export const FEATURES: ReadonlyArray<readonly RouteDef[]> = [
  home,
  market,
  trade,
  tabs,
  fund,
  content,
  settings,
  account,
];
