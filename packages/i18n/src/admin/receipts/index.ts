import type { TextLoaders } from '../loaders';
import type { ReceiptsTexts } from './en';

export type { ReceiptsTexts };

/** The transparency screen's texts: the receipts capability's one screen in the back office. */
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
