import type { en } from './en';

/** Korean texts of server/content (the keys of ./en.ts). */
export const kor = {
  'field.c_id': '카테고리',
  'field.title': '제목',
  'field.abstract': '요약',
  'field.content': '내용',
  'field.thumbnail': '썸네일',
  'field.link': '링크',
  'field.published': '게시됨',
  'field.is_pop': '팝업',
  'field.translations': '번역',
} satisfies Record<keyof typeof en, string>;
