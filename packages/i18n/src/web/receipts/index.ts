import type { TextLoaders } from '../loaders';
import type { ReceiptsTexts } from './en';

/**
 * Texts of the settlement receipt sheet:
 * one chunk per language, imported when a page that shows them opens.
 */
export const receiptsTexts: TextLoaders<ReceiptsTexts> = {
  en: () => import('./en').then((m) => m.receiptsEn),
  zh: () => import('./zh').then((m) => m.receiptsZh),
  hk: () => import('./hk').then((m) => m.receiptsHk),
  th: () => import('./th').then((m) => m.receiptsTh),
  jp: () => import('./jp').then((m) => m.receiptsJp),
  kor: () => import('./kor').then((m) => m.receiptsKor),
  fra: () => import('./fra').then((m) => m.receiptsFra),
  spa: () => import('./spa').then((m) => m.receiptsSpa),
};
