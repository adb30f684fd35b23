import { defineMenuTexts } from '../menu';

/** The notify feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). */
export const menuTexts = defineMenuTexts({
  en: {
    items: { outbox: 'Dev outbox' },
  },
  zh: {
    items: { outbox: '开发发件箱' },
  },
  hk: {
    items: { outbox: '開發寄件匣' },
  },
  th: {
    items: { outbox: 'กล่องข้อความขาออก (dev)' },
  },
  jp: {
    items: { outbox: '開発用送信箱' },
  },
  kor: {
    items: { outbox: '개발용 발신함' },
  },
  fra: {
    items: { outbox: 'Boîte d’envoi (dev)' },
  },
  spa: {
    items: { outbox: 'Bandeja de salida (dev)' },
  },
});
