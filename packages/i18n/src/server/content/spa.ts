import type { en } from './en';

/** Spanish texts of server/content (the keys of ./en.ts). */
export const spa = {
  'field.c_id': 'categoría',
  'field.title': 'título',
  'field.abstract': 'resumen',
  'field.content': 'contenido',
  'field.thumbnail': 'miniatura',
  'field.link': 'enlace',
  'field.published': 'publicado',
  'field.is_pop': 'ventana emergente',
  'field.translations': 'traducciones',
} satisfies Record<keyof typeof en, string>;
