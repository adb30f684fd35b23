import type { TextLoaders } from '../loaders';
import type { SecurityTexts } from './en';

/** Texts of the second factor (two-step page, login step, code fields): one chunk per language. */
export const securityTexts: TextLoaders<SecurityTexts> = {
  en: () => import('./en').then((m) => m.securityEn),
  zh: () => import('./zh').then((m) => m.securityZh),
  hk: () => import('./hk').then((m) => m.securityHk),
  th: () => import('./th').then((m) => m.securityTh),
  jp: () => import('./jp').then((m) => m.securityJp),
  kor: () => import('./kor').then((m) => m.securityKor),
  fra: () => import('./fra').then((m) => m.securityFra),
  spa: () => import('./spa').then((m) => m.securitySpa),
};
