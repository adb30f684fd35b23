import { defineMenuTexts } from '../menu';

/**
 * The earn feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). The
 * campaigns entry opens the budgets, whose tab "accruals" shares its section.
 */
export const menuTexts = defineMenuTexts({
  en: {
    groups: { earn: 'Earn' },
    items: { earnCampaigns: 'Campaigns', earnProducts: 'Mining products', earnOrders: 'Subscriptions' },
  },
  zh: {
    groups: { earn: '理财' },
    items: { earnCampaigns: '理财活动', earnProducts: '挖矿产品', earnOrders: '挖矿申购' },
  },
  hk: {
    groups: { earn: '理財' },
    items: { earnCampaigns: '理財活動', earnProducts: '挖礦產品', earnOrders: '挖礦申購' },
  },
  th: {
    groups: { earn: 'Earn' },
    items: { earnCampaigns: 'แคมเปญ', earnProducts: 'ผลิตภัณฑ์ขุด', earnOrders: 'การสมัคร' },
  },
  jp: {
    groups: { earn: 'Earn' },
    items: { earnCampaigns: 'キャンペーン', earnProducts: 'マイニング商品', earnOrders: '申し込み' },
  },
  kor: {
    groups: { earn: 'Earn' },
    items: { earnCampaigns: '캠페인', earnProducts: '마이닝 상품', earnOrders: '가입' },
  },
  fra: {
    groups: { earn: 'Earn' },
    items: { earnCampaigns: 'Campagnes', earnProducts: 'Produits de minage', earnOrders: 'Souscriptions' },
  },
  spa: {
    groups: { earn: 'Earn' },
    items: { earnCampaigns: 'Campañas', earnProducts: 'Productos de minería', earnOrders: 'Suscripciones' },
  },
});
