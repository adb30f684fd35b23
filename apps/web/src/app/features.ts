/**
 * The features of the mobile app. Adding a capability is one folder under features/ with its routes.ts, and one
 * line here (docs/adding-a-capability.md). Capability features carry the server module's name (accounts, wallet,
 * spot, contracts, options, earn, market, content); home and settings are web-only shells.
 */
import { routes as accounts } from '../features/accounts/routes';
import { routes as content } from '../features/content/routes';
import { routes as contracts } from '../features/contracts/routes';
import { routes as earn } from '../features/earn/routes';
import { routes as home } from '../features/home/routes';
import { routes as market } from '../features/market/routes';
import { routes as options } from '../features/options/routes';
import { routes as receipts } from '../features/receipts/routes';
import { routes as security } from '../features/security/routes';
import { routes as settings } from '../features/settings/routes';
import { routes as spot } from '../features/spot/routes';
import { routes as wallet } from '../features/wallet/routes';
import type { RouteDef } from '../lib/routes-registry';

export const FEATURES: ReadonlyArray<readonly RouteDef[]> = [
  home,
  market,
  spot,
  contracts,
  options,
  earn,
  wallet,
  content,
  settings,
  accounts,
  security,
  receipts,
];
