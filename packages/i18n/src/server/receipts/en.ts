/**
 * Server texts of the receipts module. English is the source: every other language of this folder has exactly
 * these keys.
 */
export const en = {
  'receipts.not_yet_provable':
    'This receipt cannot be proved yet: the price log signs a head every few seconds. Retry in a few seconds.',
};
