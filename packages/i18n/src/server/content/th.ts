import type { en } from './en';

/** Thai texts of server/content (the keys of ./en.ts). */
export const th = {
  'field.c_id': 'หมวดหมู่',
  'field.title': 'หัวข้อ',
  'field.abstract': 'บทคัดย่อ',
  'field.content': 'เนื้อหา',
  'field.thumbnail': 'ภาพย่อ',
  'field.link': 'ลิงก์',
  'field.published': 'เผยแพร่',
  'field.is_pop': 'ป๊อปอัป',
  'field.translations': 'คำแปล',
} satisfies Record<keyof typeof en, string>;
