import { defineMenuTexts } from '../menu';

/** The wallet feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). */
export const menuTexts = defineMenuTexts({
  en: {
    groups: { finance: 'Finance' },
    items: { deposits: 'Deposits', withdrawals: 'Withdrawals', walletCoins: 'Coin settings', ledger: 'Ledger summary' },
  },
  zh: {
    groups: { finance: '财务' },
    items: { deposits: '充值', withdrawals: '提现', walletCoins: '币种设置', ledger: '账本汇总' },
  },
  hk: {
    groups: { finance: '財務' },
    items: { deposits: '充值', withdrawals: '提現', walletCoins: '幣種設定', ledger: '帳本匯總' },
  },
  th: {
    groups: { finance: 'การเงิน' },
    items: { deposits: 'การฝาก', withdrawals: 'การถอน', walletCoins: 'ตั้งค่าเหรียญ', ledger: 'สรุปบัญชีแยกประเภท' },
  },
  jp: {
    groups: { finance: '財務' },
    items: { deposits: '入金', withdrawals: '出金', walletCoins: '通貨設定', ledger: '元帳サマリー' },
  },
  kor: {
    groups: { finance: '재무' },
    items: { deposits: '입금', withdrawals: '출금', walletCoins: '코인 설정', ledger: '원장 요약' },
  },
  fra: {
    groups: { finance: 'Finance' },
    items: {
      deposits: 'Dépôts',
      withdrawals: 'Retraits',
      walletCoins: 'Réglages des devises',
      ledger: 'Synthèse du grand livre',
    },
  },
  spa: {
    groups: { finance: 'Finanzas' },
    items: {
      deposits: 'Depósitos',
      withdrawals: 'Retiros',
      walletCoins: 'Ajustes de monedas',
      ledger: 'Resumen del libro mayor',
    },
  },
});
