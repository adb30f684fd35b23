import type { TextLoaders } from '../loaders';
import type { WalletTexts } from './en';

export type { WalletTexts };

export const walletTexts: TextLoaders<WalletTexts> = {
  en: () => import('./en').then((m) => m.walletEn),
  zh: () => import('./zh').then((m) => m.walletZh),
  hk: () => import('./hk').then((m) => m.walletHk),
  th: () => import('./th').then((m) => m.walletTh),
  jp: () => import('./jp').then((m) => m.walletJp),
  kor: () => import('./kor').then((m) => m.walletKor),
  fra: () => import('./fra').then((m) => m.walletFra),
  spa: () => import('./spa').then((m) => m.walletSpa),
};
