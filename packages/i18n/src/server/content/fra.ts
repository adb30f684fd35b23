import type { en } from './en';

/** French texts of server/content (the keys of ./en.ts). */
export const fra = {
  'field.c_id': 'catégorie',
  'field.title': 'titre',
  'field.abstract': 'résumé',
  'field.content': 'contenu',
  'field.thumbnail': 'miniature',
  'field.link': 'lien',
  'field.published': 'publié',
  'field.is_pop': 'fenêtre contextuelle',
  'field.translations': 'traductions',
} satisfies Record<keyof typeof en, string>;
