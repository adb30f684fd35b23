import { defineMenuTexts } from '../menu';

/** The market feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). */
export const menuTexts = defineMenuTexts({
  en: {
    groups: { market: 'Market' },
    items: { instruments: 'Instruments', feed: 'Price sources', fiats: 'Fiat rates' },
  },
  zh: {
    groups: { market: '行情' },
    items: { instruments: '交易品种', feed: '价格来源', fiats: '法币汇率' },
  },
  hk: {
    groups: { market: '行情' },
    items: { instruments: '交易品種', feed: '價格來源', fiats: '法幣匯率' },
  },
  th: {
    groups: { market: 'ตลาด' },
    items: { instruments: 'ตราสาร', feed: 'แหล่งราคา', fiats: 'อัตราแลกเปลี่ยนเฟียต' },
  },
  jp: {
    groups: { market: 'マーケット' },
    items: { instruments: '銘柄', feed: '価格ソース', fiats: '法定通貨レート' },
  },
  kor: {
    groups: { market: '마켓' },
    items: { instruments: '종목', feed: '가격 출처', fiats: '법정화폐 환율' },
  },
  fra: {
    groups: { market: 'Marché' },
    items: { instruments: 'Instruments', feed: 'Sources de prix', fiats: 'Taux des devises fiat' },
  },
  spa: {
    groups: { market: 'Mercado' },
    items: { instruments: 'Instrumentos', feed: 'Fuentes de precios', fiats: 'Tipos de cambio fiat' },
  },
});
