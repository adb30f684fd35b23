import { defineMenuTexts } from '../menu';

/** The common feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). */
export const menuTexts = defineMenuTexts({
  en: {
    items: { settings: 'Site settings' },
  },
  zh: {
    items: { settings: '站点设置' },
  },
  hk: {
    items: { settings: '網站設定' },
  },
  th: {
    items: { settings: 'ตั้งค่าเว็บไซต์' },
  },
  jp: {
    items: { settings: 'サイト設定' },
  },
  kor: {
    items: { settings: '사이트 설정' },
  },
  fra: {
    items: { settings: 'Réglages du site' },
  },
  spa: {
    items: { settings: 'Ajustes del sitio' },
  },
});
