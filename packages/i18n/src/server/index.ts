import type { Lang } from '../index';
import { en, type ServerCatalogue, type ServerKey } from './en';
import { fra } from './fra';
import { hk } from './hk';
import { jp } from './jp';
import { kor } from './kor';
import { spa } from './spa';
import { th } from './th';
import { zh } from './zh';

export type { ServerCatalogue, ServerKey } from './en';

/** All server catalogues by language, each merged from the capability parts of ./parts.ts; `en` is the source. */
export const SERVER_CATALOGUES: Record<Lang, ServerCatalogue> = { en, zh, hk, th, jp, kor, fra, spa };

export function isServerKey(key: string): key is ServerKey {
  return Object.hasOwn(en, key);
}

/** Translates a server message; `{name}` placeholders are replaced from params. Falls back to English. */
export function t(lang: Lang, key: ServerKey, params?: Record<string, string | number>): string {
  const text = SERVER_CATALOGUES[lang]?.[key] ?? en[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
