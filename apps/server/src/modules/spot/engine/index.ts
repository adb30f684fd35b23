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
export { copyResult, SpotOrderBook } from './order-book';
