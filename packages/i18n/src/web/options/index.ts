import type { TextLoaders } from '../loaders';
import type { OptionsTexts } from './en';

/**
 * Texts of the seconds options screens (order ticket, open orders and results, history, order detail, record and
 * limits): one chunk per language, imported when a page that shows them opens.
 */
export const optionsTexts: TextLoaders<OptionsTexts> = {
  en: () => import('./en').then((m) => m.optionsEn),
  zh: () => import('./zh').then((m) => m.optionsZh),
  hk: () => import('./hk').then((m) => m.optionsHk),
  th: () => import('./th').then((m) => m.optionsTh),
  jp: () => import('./jp').then((m) => m.optionsJp),
  kor: () => import('./kor').then((m) => m.optionsKor),
  fra: () => import('./fra').then((m) => m.optionsFra),
  spa: () => import('./spa').then((m) => m.optionsSpa),
};
