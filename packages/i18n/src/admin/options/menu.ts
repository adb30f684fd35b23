import { defineMenuTexts } from '../menu';

/**
 * The options feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). The
 * settings entry opens the expiries, whose tabs (coins, pairs, countries) share its section.
 */
export const menuTexts = defineMenuTexts({
  en: {
    groups: { options: 'Seconds options' },
    items: { optionSettings: 'Settings', optionOrders: 'Orders', optionHouse: 'House result' },
  },
  zh: {
    groups: { options: '秒合约' },
    items: { optionSettings: '秒合约设置', optionOrders: '秒合约订单', optionHouse: '平台损益' },
  },
  hk: {
    groups: { options: '秒合約' },
    items: { optionSettings: '秒合約設定', optionOrders: '秒合約訂單', optionHouse: '平台損益' },
  },
  th: {
    groups: { options: 'ออปชันรายวินาที' },
    items: { optionSettings: 'ตั้งค่า', optionOrders: 'คำสั่ง', optionHouse: 'ผลของแพลตฟอร์ม' },
  },
  jp: {
    groups: { options: '秒オプション' },
    items: { optionSettings: '設定', optionOrders: '注文', optionHouse: 'ハウス収支' },
  },
  kor: {
    groups: { options: '초 옵션' },
    items: { optionSettings: '설정', optionOrders: '주문', optionHouse: '하우스 손익' },
  },
  fra: {
    groups: { options: 'Options à la seconde' },
    items: { optionSettings: 'Réglages', optionOrders: 'Ordres', optionHouse: 'Résultat maison' },
  },
  spa: {
    groups: { options: 'Opciones por segundos' },
    items: { optionSettings: 'Ajustes', optionOrders: 'Órdenes', optionHouse: 'Resultado de la casa' },
  },
});
