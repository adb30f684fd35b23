export { catalogueCoins } from './market.catalogue';
export { marketModule } from './market.module';
export type { MarketReads } from './market.reads';
export type { MarketService } from './market.service';
