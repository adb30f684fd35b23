import type { TextLoaders } from '../loaders';
import type { AccountsTexts } from './en';

export type { AccountsTexts };

export const accountsTexts: TextLoaders<AccountsTexts> = {
  en: () => import('./en').then((m) => m.accountsEn),
  zh: () => import('./zh').then((m) => m.accountsZh),
  hk: () => import('./hk').then((m) => m.accountsHk),
  th: () => import('./th').then((m) => m.accountsTh),
  jp: () => import('./jp').then((m) => m.accountsJp),
  kor: () => import('./kor').then((m) => m.accountsKor),
  fra: () => import('./fra').then((m) => m.accountsFra),
  spa: () => import('./spa').then((m) => m.accountsSpa),
};
