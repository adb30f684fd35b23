import type { en } from './en';

/** Japanese texts of server/admin (the keys of ./en.ts). */
export const jp = {
  'error.totp_required': '認証アプリのコードを入力してください',
  'error.totp_invalid': '認証コードが間違っているか、既に使用されています',
  'error.totp_no_setup': '先に二段階認証の設定を開始してください',
  'error.totp_already_enabled': '二段階認証は既に有効です',
  'error.totp_not_enabled': '二段階認証は有効になっていません',

  'field.role': '役割',
  'field.disabled': '無効',
  'field.action': '操作',
} satisfies Record<keyof typeof en, string>;
