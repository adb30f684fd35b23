import { defineMenuTexts } from '../menu';

/** The spot feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). */
export const menuTexts = defineMenuTexts({
  en: {
    groups: { spot: 'Spot' },
    items: { spotPairs: 'Pairs', spotMaker: 'Market maker', spotOrders: 'Orders', spotTrades: 'Trades' },
  },
  zh: {
    groups: { spot: '现货' },
    items: { spotPairs: '交易对', spotMaker: '做市商', spotOrders: '订单', spotTrades: '成交' },
  },
  hk: {
    groups: { spot: '現貨' },
    items: { spotPairs: '交易對', spotMaker: '做市商', spotOrders: '訂單', spotTrades: '成交' },
  },
  th: {
    groups: { spot: 'สปอต' },
    items: { spotPairs: 'คู่เทรด', spotMaker: 'ผู้สร้างสภาพคล่อง', spotOrders: 'คำสั่งซื้อขาย', spotTrades: 'รายการจับคู่' },
  },
  jp: {
    groups: { spot: '現物' },
    items: { spotPairs: '取引ペア', spotMaker: 'マーケットメイカー', spotOrders: '注文', spotTrades: '約定' },
  },
  kor: {
    groups: { spot: '현물' },
    items: { spotPairs: '거래쌍', spotMaker: '마켓 메이커', spotOrders: '주문', spotTrades: '체결' },
  },
  fra: {
    groups: { spot: 'Spot' },
    items: { spotPairs: 'Paires', spotMaker: 'Teneur de marché', spotOrders: 'Ordres', spotTrades: 'Transactions' },
  },
  spa: {
    groups: { spot: 'Spot' },
    items: { spotPairs: 'Pares', spotMaker: 'Creador de mercado', spotOrders: 'Órdenes', spotTrades: 'Operaciones' },
  },
});
