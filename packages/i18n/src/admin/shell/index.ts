import type { TextLoaders } from '../loaders';
import type { ShellTexts } from './en';

export type { ShellTexts };

export const shellTexts: TextLoaders<ShellTexts> = {
  en: () => import('./en').then((m) => m.shellEn),
  zh: () => import('./zh').then((m) => m.shellZh),
  hk: () => import('./hk').then((m) => m.shellHk),
  th: () => import('./th').then((m) => m.shellTh),
  jp: () => import('./jp').then((m) => m.shellJp),
  kor: () => import('./kor').then((m) => m.shellKor),
  fra: () => import('./fra').then((m) => m.shellFra),
  spa: () => import('./spa').then((m) => m.shellSpa),
};
