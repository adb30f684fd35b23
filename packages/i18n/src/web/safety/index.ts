import type { TextLoaders } from '../loaders';
import type { SafetyTexts } from './en';

/** Texts of the account security pages (login history, anti-phishing code, address hold): one chunk per language. */
export const safetyTexts: TextLoaders<SafetyTexts> = {
  en: () => import('./en').then((m) => m.safetyEn),
  zh: () => import('./zh').then((m) => m.safetyZh),
  hk: () => import('./hk').then((m) => m.safetyHk),
  th: () => import('./th').then((m) => m.safetyTh),
  jp: () => import('./jp').then((m) => m.safetyJp),
  kor: () => import('./kor').then((m) => m.safetyKor),
  fra: () => import('./fra').then((m) => m.safetyFra),
  spa: () => import('./spa').then((m) => m.safetySpa),
};
