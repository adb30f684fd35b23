import { defineMenuTexts } from '../menu';

/** The accounts feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). */
export const menuTexts = defineMenuTexts({
  en: {
    groups: { users: 'Users' },
    items: { users: 'Users', kyc: 'Identity reviews' },
  },
  zh: {
    groups: { users: '用户' },
    items: { users: '用户', kyc: '实名审核' },
  },
  hk: {
    groups: { users: '用戶' },
    items: { users: '用戶', kyc: '實名審核' },
  },
  th: {
    groups: { users: 'ผู้ใช้' },
    items: { users: 'ผู้ใช้', kyc: 'ตรวจสอบตัวตน' },
  },
  jp: {
    groups: { users: 'ユーザー' },
    items: { users: 'ユーザー', kyc: '本人確認審査' },
  },
  kor: {
    groups: { users: '사용자' },
    items: { users: '사용자', kyc: '본인 인증 심사' },
  },
  fra: {
    groups: { users: 'Utilisateurs' },
    items: { users: 'Utilisateurs', kyc: 'Vérifications d’identité' },
  },
  spa: {
    groups: { users: 'Usuarios' },
    items: { users: 'Usuarios', kyc: 'Verificaciones de identidad' },
  },
});
