import type { en } from './en';

/** Simplified Chinese texts of server/content (the keys of ./en.ts). */
export const zh = {
  'field.c_id': '分类',
  'field.title': '标题',
  'field.abstract': '摘要',
  'field.content': '内容',
  'field.thumbnail': '缩略图',
  'field.link': '链接',
  'field.published': '已发布',
  'field.is_pop': '弹窗',
  'field.translations': '翻译',
} satisfies Record<keyof typeof en, string>;
