/**
 * The server's capabilities, in creation order: a module may use only modules listed before it. Adding a
 * capability is one folder under modules/ and one line here (docs/adding-a-capability.md).
 */
import { accountsModule } from './accounts';
import { adminModule } from './admin';
import { commonModule } from './common';
import { contentModule } from './content';
import { contractsModule } from './contracts';
import { earnModule } from './earn';
import { ledgerModule } from './ledger';
import { linksModule } from './links';
import { marketModule } from './market';
import { notifyModule } from './notify';
import { optionsModule } from './options';
import { receiptsModule } from './receipts';
import { securityModule } from './security';
import { spotModule } from './spot';
import { throttleModule } from './throttle';
import { walletModule } from './wallet';

export const MODULES = [
  ledgerModule,
  throttleModule,
  linksModule,
  adminModule,
  commonModule,
  contentModule,
  notifyModule,
  accountsModule,
  securityModule,
  receiptsModule,
  marketModule,
  walletModule,
  spotModule,
  contractsModule,
  optionsModule,
  earnModule,
] as const;
