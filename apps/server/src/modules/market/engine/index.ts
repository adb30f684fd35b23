// Public surface of the pure market-data core; the market module wraps it with storage, routes and sockets.
export * from './candles';
export * from './history';
export * from './instruments';
export { roundDecimalString, toPriceString } from './price';
export { freshKey, KEY_BYTES, type RandomSource, Rng, streamKey } from './rng';
export * from './sessions';
export * from './simulator';
