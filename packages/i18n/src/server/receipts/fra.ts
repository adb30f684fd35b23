import type { en } from './en';

/** French texts of server/receipts (the keys of ./en.ts). */
export const fra = {
  'receipts.not_yet_provable':
    'Ce reçu ne peut pas encore être prouvé : le journal des prix signe une tête toutes les quelques secondes. Réessayez dans quelques secondes.',
} satisfies Record<keyof typeof en, string>;
