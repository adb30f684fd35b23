/**
 * The back office's texts: one catalogue folder per capability (the server module's name) plus the shell, each in
 * the 8 languages and loaded on demand (`<cap>/index.ts` has one dynamic import per language). The app uses each
 * key of ADMIN_TEXTS as an i18next namespace; its English catalogue is the type of its keys.
 *
 * Adding a capability's texts: `<cap>/en.ts` (the shape), the 7 other languages typed by it, `<cap>/index.ts` (the
 * loaders, copy admin/index.ts), and one line below.
 */
import { accountsTexts } from './accounts';
import { adminTexts } from './admin';
import { commonTexts } from './common';
import { contentTexts } from './content';
import { contractsTexts } from './contracts';
import { earnTexts } from './earn';
import type { TextLoaders } from './loaders';
import { marketTexts } from './market';
import { notifyTexts } from './notify';
import { optionsTexts } from './options';
import { receiptsTexts } from './receipts';
import { shellTexts } from './shell';
import { spotTexts } from './spot';
import { walletTexts } from './wallet';

export type { AdminTexts } from './admin';
export type { TextLoaders } from './loaders';
export type { ShellTexts } from './shell';

export const ADMIN_TEXTS = {
  shell: shellTexts,
  admin: adminTexts,
  accounts: accountsTexts,
  notify: notifyTexts,
  content: contentTexts,
  common: commonTexts,
  wallet: walletTexts,
  market: marketTexts,
  spot: spotTexts,
  contracts: contractsTexts,
  options: optionsTexts,
  earn: earnTexts,
  receipts: receiptsTexts,
} as const;

/** A catalogue of the back office: `shell` (loaded at start) or a capability's (loaded with its first screen). */
export type AdminNamespace = keyof typeof ADMIN_TEXTS;
/** The catalogues of features, loaded when a screen of the feature opens. */
export type FeatureNamespace = Exclude<AdminNamespace, 'shell'>;

/** Every namespace's texts, typed by its English catalogue (for i18next's resource types). */
export type AdminResources = {
  [N in AdminNamespace]: (typeof ADMIN_TEXTS)[N] extends TextLoaders<infer T> ? T : never;
};
