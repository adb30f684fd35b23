import type { en } from './en';

/** Thai texts of server/admin (the keys of ./en.ts). */
export const th = {
  'error.totp_required': 'กรอกรหัสจากแอปยืนยันตัวตน',
  'error.totp_invalid': 'รหัสยืนยันตัวตนไม่ถูกต้องหรือถูกใช้ไปแล้ว',
  'error.totp_no_setup': 'เริ่มตั้งค่าการยืนยันสองขั้นตอนก่อน',
  'error.totp_already_enabled': 'เปิดการยืนยันสองขั้นตอนอยู่แล้ว',
  'error.totp_not_enabled': 'ยังไม่ได้เปิดการยืนยันสองขั้นตอน',

  'field.role': 'บทบาท',
  'field.disabled': 'ปิดใช้งาน',
  'field.action': 'การกระทำ',
} satisfies Record<keyof typeof en, string>;
