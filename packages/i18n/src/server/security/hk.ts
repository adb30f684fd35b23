import type { en } from './en';

/** Traditional Chinese texts of server/security (the keys of ./en.ts). */
export const hk = {
  'security.code_required': '請輸入兩步驗證碼',
  'security.code_invalid': '兩步驗證碼錯誤或已被使用',
  'security.locked': '驗證碼錯誤次數過多，請{minutes}分鐘後再試',
  'security.ticket_expired': '本次登入已過期，請重新登入',
  'security.already_enabled': '兩步驗證已開啟',
  'security.not_enabled': '兩步驗證未開啟',
  'security.no_setup': '請先開始兩步驗證設定',
  'security.enabled': '兩步驗證已開啟',
  'security.disabled': '兩步驗證已關閉',
  'security.reset_done': '已重設該用戶的兩步驗證',
  'security.passkey_failed': '無法驗證通行密鑰，請重試',
  'security.passkey_required': '請先用通行密鑰確認',
} satisfies Record<keyof typeof en, string>;
