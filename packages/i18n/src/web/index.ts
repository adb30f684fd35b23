/**
 * The mobile web client's texts, loaded on demand: the shell (tab bar, shared components, home, settings) when the
 * app starts, and each capability's texts when a page that shows them opens, always in one language. Nothing here
 * imports a catalogue statically, so no language's texts end up in the app's entry chunk.
 */

import { LANGS } from '../index';
import { accountsTexts } from './accounts';
import { contentTexts } from './content';
import { contractsTexts } from './contracts';
import { earnTexts } from './earn';
import type { ShellTexts } from './en';
import type { LoadedTexts, TextLoaders } from './loaders';
import { marketTexts } from './market';
import { optionsTexts } from './options';
import { receiptsTexts } from './receipts';
import { securityTexts } from './security';
import { spotTexts } from './spot';
import { walletTexts } from './wallet';

export type { ShellTexts } from './en';
export type { TextLoaders } from './loaders';

/** The shell texts of each language, at the root of the texts (`t('common.retry')`). */
export const SHELL_TEXTS: TextLoaders<ShellTexts> = {
  en: () => import('./en').then((m) => m.shellEn),
  zh: () => import('./zh').then((m) => m.shellZh),
  hk: () => import('./hk').then((m) => m.shellHk),
  th: () => import('./th').then((m) => m.shellTh),
  jp: () => import('./jp').then((m) => m.shellJp),
  kor: () => import('./kor').then((m) => m.shellKor),
  fra: () => import('./fra').then((m) => m.shellFra),
  spa: () => import('./spa').then((m) => m.shellSpa),
};

/**
 * The texts of earn's screens that have a catalogue of their own beside earn's (the finance tab's): IEO (`ieo.…`,
 * earn/ieo/) and coupons (`coupon.…`, earn/coupon/). Their loaders sit together in one chunk that this one import
 * names (earn/apart.ts): every chunk the entry names costs the first screen a few bytes, and these screens are far
 * from it.
 */
type Apart = typeof import('./earn/apart');
const apart = <K extends keyof Apart>(name: K) =>
  Object.fromEntries(
    LANGS.map((lang) => [lang, () => import('./earn/apart').then((m): Promise<unknown> => m[name][lang]())]),
  ) as unknown as Apart[K];

/**
 * Each capability's texts under its name, which is also the server module's and the web feature's name and the
 * texts' top-level key (`t('wallet.title.assets')`). A new capability adds its folder and one line here.
 */
export const CAPABILITY_TEXTS = {
  accounts: accountsTexts,
  wallet: walletTexts,
  spot: spotTexts,
  market: marketTexts,
  content: contentTexts,
  receipts: receiptsTexts,
  security: securityTexts,
  contracts: contractsTexts,
  options: optionsTexts,
  earn: earnTexts,
  ieo: apart('ieo'),
  coupon: apart('coupon'),
  // The receipts capability's public pages (receipts/transparency/), reached through the same chunk.
  transparency: apart('transparency'),
} as const;

export type TextCapability = keyof typeof CAPABILITY_TEXTS;
export const TEXT_CAPABILITIES = Object.keys(CAPABILITY_TEXTS) as TextCapability[];

/** Every web text: the shell at the root and each capability under its name. `t()` keys are checked against it. */
export type WebTexts = ShellTexts & { [C in TextCapability]: LoadedTexts<(typeof CAPABILITY_TEXTS)[C]> };
