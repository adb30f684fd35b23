import { defineMenuTexts } from '../menu';

/** The market feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). */
export const menuTexts = defineMenuTexts({
  en: {
    groups: { market: 'Market' },
    items: { instruments: 'Instruments', feed: 'Feed settings', fiats: 'Fiat rates' },
  },
  zh: {
    groups: { market: '行情' },
    items: { instruments: '交易品种', feed: '行情源设置', fiats: '法币汇率' },
  },
  hk: {
    groups: { market: '行情' },
    items: { instruments: '交易品種', feed: '行情源設定', fiats: '法幣匯率' },
  },
  th: {
    groups: { market: 'ตลาด' },
    items: { instruments: 'ตราสาร', feed: 'ตั้งค่าฟีดราคา', fiats: 'อัตราแลกเปลี่ยนเฟียต' },
  },
  jp: {
    groups: { market: 'マーケット' },
    items: { instruments: '銘柄', feed: '価格フィード設定', fiats: '法定通貨レート' },
  },
  kor: {
    groups: { market: '마켓' },
    items: { instruments: '종목', feed: '시세 피드 설정', fiats: '법정화폐 환율' },
  },
  fra: {
    groups: { market: 'Marché' },
    items: { instruments: 'Instruments', feed: 'Flux de prix', fiats: 'Taux des devises fiat' },
  },
  spa: {
    groups: { market: 'Mercado' },
    items: { instruments: 'Instrumentos', feed: 'Fuente de precios', fiats: 'Tipos de cambio fiat' },
  },
});
