/**
 * Every formula the server registers, collected without starting a module (no database, no server): the offline
 * verifier judges a bundle with exactly the published code. A test compares this list with the running server's
 * registry, so a formula added to a module and forgotten here fails it.
 */
import type { BundleFormula } from '@app/pricelog/bundle';
import { CONTRACT_FORMULAS } from '../modules/contracts/contracts.receipts';
import { EARN_FORMULAS } from '../modules/earn/earn.receipts';
import { OPTION_FORMULAS } from '../modules/options/options.receipts';
import { spotFillFormula } from '../modules/spot/spot.receipts';

export const PUBLISHED_FORMULAS: readonly BundleFormula[] = [
  spotFillFormula,
  ...CONTRACT_FORMULAS,
  ...OPTION_FORMULAS,
  ...EARN_FORMULAS,
];

const byKey = new Map(PUBLISHED_FORMULAS.map((f) => [`${f.name}@${f.version}`, f]));

export const publishedFormula = (name: string, version: number) => byKey.get(`${name}@${version}`);
