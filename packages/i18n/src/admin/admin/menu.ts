import { defineMenuTexts } from '../menu';

/** The admin feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). */
export const menuTexts = defineMenuTexts({
  en: {
    groups: { system: 'System', account: 'Account' },
    items: { admins: 'Admins', audit: 'Audit log', platform: 'Platform', security: 'Security' },
  },
  zh: {
    groups: { system: '系统', account: '账户' },
    items: { admins: '管理员', audit: '审计日志', platform: '平台状态', security: '安全设置' },
  },
  hk: {
    groups: { system: '系統', account: '帳戶' },
    items: { admins: '管理員', audit: '審計日誌', platform: '平台狀態', security: '安全設定' },
  },
  th: {
    groups: { system: 'ระบบ', account: 'บัญชี' },
    items: { admins: 'ผู้ดูแลระบบ', audit: 'บันทึกการตรวจสอบ', platform: 'แพลตฟอร์ม', security: 'ความปลอดภัย' },
  },
  jp: {
    groups: { system: 'システム', account: 'アカウント' },
    items: { admins: '管理者', audit: '監査ログ', platform: 'プラットフォーム', security: 'セキュリティ' },
  },
  kor: {
    groups: { system: '시스템', account: '계정' },
    items: { admins: '관리자', audit: '감사 로그', platform: '플랫폼', security: '보안' },
  },
  fra: {
    groups: { system: 'Système', account: 'Compte' },
    items: { admins: 'Administrateurs', audit: 'Journal d’audit', platform: 'Plateforme', security: 'Sécurité' },
  },
  spa: {
    groups: { system: 'Sistema', account: 'Cuenta' },
    items: { admins: 'Administradores', audit: 'Registro de auditoría', platform: 'Plataforma', security: 'Seguridad' },
  },
});
