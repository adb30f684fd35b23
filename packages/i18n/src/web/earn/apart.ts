/**
 * The loaders of the screens far from the first one whose texts are a catalogue of their own (earn's IEO and
 * coupons; the receipts capability's transparency page and verifier), in one chunk: `web/index.ts` reaches them
 * through one dynamic import of this file, so the app's entry names one chunk for them, not twenty-four.
 */
export { transparencyLoaders as transparency } from '../receipts/transparency';
export { couponLoaders as coupon } from './coupon';
export { ieoLoaders as ieo } from './ieo';
