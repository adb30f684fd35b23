import type { TextLoaders } from '../loaders';
import type { EarnTexts } from './en';

/**
 * Texts of the earn screens (finance tab, locked mining, dual investment): one chunk per language, imported when a
 * page that shows them opens.
 */
export const earnTexts: TextLoaders<EarnTexts> = {
  en: () => import('./en').then((m) => m.earnEn),
  zh: () => import('./zh').then((m) => m.earnZh),
  hk: () => import('./hk').then((m) => m.earnHk),
  th: () => import('./th').then((m) => m.earnTh),
  jp: () => import('./jp').then((m) => m.earnJp),
  kor: () => import('./kor').then((m) => m.earnKor),
  fra: () => import('./fra').then((m) => m.earnFra),
  spa: () => import('./spa').then((m) => m.earnSpa),
};
