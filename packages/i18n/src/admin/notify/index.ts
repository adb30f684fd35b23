import type { TextLoaders } from '../loaders';
import type { NotifyTexts } from './en';

export type { NotifyTexts };

export const notifyTexts: TextLoaders<NotifyTexts> = {
  en: () => import('./en').then((m) => m.notifyEn),
  zh: () => import('./zh').then((m) => m.notifyZh),
  hk: () => import('./hk').then((m) => m.notifyHk),
  th: () => import('./th').then((m) => m.notifyTh),
  jp: () => import('./jp').then((m) => m.notifyJp),
  kor: () => import('./kor').then((m) => m.notifyKor),
  fra: () => import('./fra').then((m) => m.notifyFra),
  spa: () => import('./spa').then((m) => m.notifySpa),
};
