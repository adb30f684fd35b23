import type { Lang } from '../index';
import { en, type WebCatalogue } from './en';
import { fra } from './fra';
import { hk } from './hk';
import { jp } from './jp';
import { kor } from './kor';
import { spa } from './spa';
import { th } from './th';
import { zh } from './zh';

export type { WebCatalogue } from './en';

/** UI texts of the mobile web client, one catalogue per language of spec §1. */
export const WEB_CATALOGUES: Record<Lang, WebCatalogue> = { en, zh, hk, th, jp, kor, fra, spa };
