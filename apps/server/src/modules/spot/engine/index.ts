export * from './engine.types';
export {
  lotsToQty,
  priceToTicks,
  qtyToLots,
  quoteToUnits,
  quoteUnitSize,
  quoteUnitsToAmount,
  ticksToPrice,
  UnitError,
} from './engine.units';
export { SpotOrderBook } from './order-book';
export { copyResult } from './order-book.helpers';
