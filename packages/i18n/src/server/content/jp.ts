import type { en } from './en';

/** Japanese texts of server/content (the keys of ./en.ts). */
export const jp = {
  'field.c_id': 'カテゴリ',
  'field.title': 'タイトル',
  'field.abstract': '概要',
  'field.content': '本文',
  'field.thumbnail': 'サムネイル',
  'field.link': 'リンク',
  'field.published': '公開',
  'field.is_pop': 'ポップアップ',
  'field.translations': '翻訳',
} satisfies Record<keyof typeof en, string>;
