import type { TextLoaders } from '../loaders';
import type { SpotTexts } from './en';

export type { SpotTexts };

export const spotTexts: TextLoaders<SpotTexts> = {
  en: () => import('./en').then((m) => m.spotEn),
  zh: () => import('./zh').then((m) => m.spotZh),
  hk: () => import('./hk').then((m) => m.spotHk),
  th: () => import('./th').then((m) => m.spotTh),
  jp: () => import('./jp').then((m) => m.spotJp),
  kor: () => import('./kor').then((m) => m.spotKor),
  fra: () => import('./fra').then((m) => m.spotFra),
  spa: () => import('./spa').then((m) => m.spotSpa),
};
