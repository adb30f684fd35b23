import type { TextLoaders } from '../loaders';
import type { ContractsTexts } from './en';

/**
 * Texts of the contract and stock screens (leveraged positions, the stock area, position details):
 * one chunk per language, imported when a page that shows them opens.
 */
export const contractsTexts: TextLoaders<ContractsTexts> = {
  en: () => import('./en').then((m) => m.contractsEn),
  zh: () => import('./zh').then((m) => m.contractsZh),
  hk: () => import('./hk').then((m) => m.contractsHk),
  th: () => import('./th').then((m) => m.contractsTh),
  jp: () => import('./jp').then((m) => m.contractsJp),
  kor: () => import('./kor').then((m) => m.contractsKor),
  fra: () => import('./fra').then((m) => m.contractsFra),
  spa: () => import('./spa').then((m) => m.contractsSpa),
};
