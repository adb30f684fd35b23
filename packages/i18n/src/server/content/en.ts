/**
 * Server texts of the content module: news, banners, pages.
 * English is the source: every other language of this folder has exactly these keys.
 */
export const en = {
  'field.c_id': 'category',
  'field.title': 'title',
  'field.abstract': 'summary',
  'field.content': 'content',
  'field.thumbnail': 'thumbnail',
  'field.link': 'link',
  'field.published': 'published',
  'field.is_pop': 'pop-up',
  'field.translations': 'translations',
};
