import type { en } from './en';

/** Traditional Chinese texts of server/content (the keys of ./en.ts). */
export const hk = {
  'field.c_id': '分類',
  'field.title': '標題',
  'field.abstract': '摘要',
  'field.content': '內容',
  'field.thumbnail': '縮圖',
  'field.link': '連結',
  'field.published': '已發佈',
  'field.is_pop': '彈窗',
  'field.translations': '翻譯',
} satisfies Record<keyof typeof en, string>;
