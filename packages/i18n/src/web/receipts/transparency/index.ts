import type { TextLoaders } from '../../loaders';
import type { TransparencyTexts } from './en';

/**
 * Texts of the transparency page and the receipt verifier (`t('transparency.…')`): one chunk per language, imported
 * when one of those pages opens. The web index reaches these loaders through one dynamic import of this file, so
 * the app's entry names one chunk for them, not eight.
 */
export const transparencyLoaders: TextLoaders<TransparencyTexts> = {
  en: () => import('./en').then((m) => m.transparencyEn),
  zh: () => import('./zh').then((m) => m.transparencyZh),
  hk: () => import('./hk').then((m) => m.transparencyHk),
  th: () => import('./th').then((m) => m.transparencyTh),
  jp: () => import('./jp').then((m) => m.transparencyJp),
  kor: () => import('./kor').then((m) => m.transparencyKor),
  fra: () => import('./fra').then((m) => m.transparencyFra),
  spa: () => import('./spa').then((m) => m.transparencySpa),
};
