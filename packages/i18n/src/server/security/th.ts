import type { en } from './en';

/** Thai texts of server/security (the keys of ./en.ts). */
export const th = {
  'security.code_required': 'กรุณากรอกรหัสยืนยันสองขั้นตอน',
  'security.code_invalid': 'รหัสยืนยันสองขั้นตอนไม่ถูกต้องหรือถูกใช้ไปแล้ว',
  'security.locked': 'กรอกรหัสผิดหลายครั้งเกินไป กรุณาลองใหม่ใน {minutes} นาที',
  'security.ticket_expired': 'การเข้าสู่ระบบนี้หมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  'security.already_enabled': 'เปิดการยืนยันสองขั้นตอนอยู่แล้ว',
  'security.not_enabled': 'ยังไม่ได้เปิดการยืนยันสองขั้นตอน',
  'security.no_setup': 'กรุณาเริ่มการตั้งค่าการยืนยันสองขั้นตอนก่อน',
  'security.enabled': 'เปิดการยืนยันสองขั้นตอนแล้ว',
  'security.disabled': 'ปิดการยืนยันสองขั้นตอนแล้ว',
  'security.reset_done': 'รีเซ็ตการยืนยันสองขั้นตอนของผู้ใช้แล้ว',
  'security.passkey_failed': 'ไม่สามารถยืนยันพาสคีย์ได้ กรุณาลองอีกครั้ง',
  'security.passkey_required': 'กรุณายืนยันด้วยพาสคีย์ก่อน',
} satisfies Record<keyof typeof en, string>;
