import type { en } from './en';

/** Spanish texts of server/receipts (the keys of ./en.ts). */
export const spa = {
  'receipts.not_yet_provable':
    'Este recibo aún no se puede probar: el registro de precios firma una cabeza cada pocos segundos. Reintente en unos segundos.',
} satisfies Record<keyof typeof en, string>;
