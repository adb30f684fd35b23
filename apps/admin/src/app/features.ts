/**
 * The back office's features, one per server capability. Adding a capability is one folder under features/ with its
 * routes.tsx (screens and menu entries, each with its section of the role matrix) and one line here
 * (docs/adding-a-capability.md). The router, the side menu and the landing screen read this list.
 */
import { feature as accounts } from '../features/accounts/routes';
import { feature as admin } from '../features/admin/routes';
import { feature as common } from '../features/common/routes';
import { feature as content } from '../features/content/routes';
import { feature as contracts } from '../features/contracts/routes';
import { feature as earn } from '../features/earn/routes';
import { feature as market } from '../features/market/routes';
import { feature as notify } from '../features/notify/routes';
import { feature as options } from '../features/options/routes';
import { feature as receipts } from '../features/receipts/routes';
import { feature as spot } from '../features/spot/routes';
import { feature as wallet } from '../features/wallet/routes';
import type { AdminFeature } from '../shared/feature';

/** In this order inside each menu group (Users: accounts then notify; Content: content then common). */
export const FEATURES: readonly AdminFeature[] = [
  accounts,
  notify,
  wallet,
  market,
  receipts,
  spot,
  contracts,
  options,
  earn,
  content,
  common,
  admin,
];
