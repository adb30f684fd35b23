/**
 * The loaders of earn's screens whose texts are a catalogue of their own (IEO, coupons), in one chunk: `web/index.ts`
 * reaches both through one dynamic import of this file, so the app's entry names one chunk for them, not sixteen.
 */
export { couponLoaders as coupon } from './coupon';
export { ieoLoaders as ieo } from './ieo';
