import type { SecurityTexts } from './en';

/** Thai texts of the second factor. */
export const securityTh = {
  title: 'การยืนยันสองขั้นตอน',
  on: 'เปิด',
  off: 'ปิด',
  intro: 'ปกป้องการเข้าสู่ระบบ การถอน และการเปลี่ยนที่อยู่ด้วยรหัสจากแอปยืนยันตัวตน (Google Authenticator, Authy, 1Password…)',
  start: 'เปิดใช้งาน',
  scan: 'สแกนคิวอาร์โค้ดนี้ด้วยแอปยืนยันตัวตน หรือพิมพ์คีย์ด้วยตนเอง',
  key: 'คีย์',
  code: 'รหัสจากแอปยืนยันตัวตน',
  codeOrRecovery: 'รหัสยืนยันสองขั้นตอน (หรือรหัสกู้คืน)',
  confirm: 'ยืนยัน',
  disable: 'ปิดใช้งาน',
  renew: 'สร้างรหัสกู้คืนใหม่',
  recoveryTitle: 'รหัสกู้คืน',
  recoveryHint: 'เก็บรหัสเหล่านี้ไว้ในที่ปลอดภัย แต่ละรหัสใช้ได้ครั้งเดียวหากโทรศัพท์หาย รหัสจะแสดงเพียงครั้งนี้เท่านั้น',
  copyAll: 'คัดลอกรหัส',
  saved: 'บันทึกแล้ว',
  recoveryLeft: 'รหัสกู้คืนที่เหลือ: {{count}}',
  enabled: 'เปิดการยืนยันสองขั้นตอนแล้ว',
  loginStep: 'กรอกรหัสจากแอปยืนยันตัวตนเพื่อเข้าสู่ระบบให้เสร็จสิ้น',
  verify: 'ยืนยัน',
  invalid: 'กรอกตัวเลข 6 หลักหรือรหัสกู้คืน',
} satisfies SecurityTexts;
