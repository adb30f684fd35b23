import type { en } from './en';

/** Traditional Chinese texts of server/admin (the keys of ./en.ts). */
export const hk = {
  'error.totp_required': '請輸入驗證器中的驗證碼',
  'error.totp_invalid': '驗證器驗證碼錯誤或已被使用',
  'error.totp_no_setup': '請先開始設定雙重驗證',
  'error.totp_already_enabled': '雙重驗證已開啟',
  'error.totp_not_enabled': '雙重驗證未開啟',

  'field.role': '角色',
  'field.disabled': '停用',
  'field.action': '操作',
} satisfies Record<keyof typeof en, string>;
