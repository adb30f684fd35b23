import type { TextLoaders } from '../../loaders';
import type { IeoTexts } from './en';

/**
 * Texts of the IEO screens (part of earn, under `ieo.…`): one chunk per language, imported when an IEO page opens.
 * Apart from earn's catalogue, which the finance tab loads with its first screen. `web/index.ts` reaches these
 * loaders through one dynamic import of ../apart.ts (with the other earn screens' own catalogues).
 */
export const ieoLoaders: TextLoaders<IeoTexts> = {
  en: () => import('./en').then((m) => m.ieoEn),
  zh: () => import('./zh').then((m) => m.ieoZh),
  hk: () => import('./hk').then((m) => m.ieoHk),
  th: () => import('./th').then((m) => m.ieoTh),
  jp: () => import('./jp').then((m) => m.ieoJp),
  kor: () => import('./kor').then((m) => m.ieoKor),
  fra: () => import('./fra').then((m) => m.ieoFra),
  spa: () => import('./spa').then((m) => m.ieoSpa),
};
