import type { en } from './en';

/** Thai texts of server/safety (the keys of ./en.ts). */
export const th = {
  'safety.login_mail_subject': '{site}: มีการเข้าสู่ระบบบัญชีของคุณใหม่',
  'safety.login_mail_body':
    'บัญชี {site} ของคุณเพิ่งถูกเข้าสู่ระบบ\n\nเวลา: {time}\nอุปกรณ์: {device}\nสถานที่: {place}\nที่อยู่ IP: {ip}\n\nหากเป็นคุณ ไม่ต้องทำอะไร หากไม่ใช่ โปรดเปลี่ยนรหัสผ่านทันทีและติดต่อฝ่ายบริการลูกค้า',
  'safety.place_unknown': 'ไม่ทราบ (ไม่ได้ค้นหาตำแหน่งของที่อยู่)',
  'safety.place_loopback': 'เซิร์ฟเวอร์นี้ (ที่อยู่ภายในเครื่อง)',
  'safety.place_private': 'เครือข่ายส่วนตัว',
  'safety.device_unknown': 'อุปกรณ์ที่ไม่รู้จัก',
  'safety.phishing_line': 'รหัสป้องกันฟิชชิงของคุณ: {code}',
  'safety.phishing_saved': 'บันทึกรหัสป้องกันฟิชชิงแล้ว',
  'safety.code_format': 'รหัสป้องกันฟิชชิงต้องเป็นตัวอักษร ตัวเลข _ หรือ - จำนวน 4-20 ตัว',
  'safety.password_required': 'กรุณาป้อนรหัสผ่านการชำระเงินหรือรหัสผ่านเข้าสู่ระบบ',
  'safety.address_on_hold': 'ที่อยู่นี้เพิ่มมาไม่ถึง 24 ชม.: ถอนไปยังที่อยู่นี้ได้ตั้งแต่ {time} (UTC)',
} satisfies Record<keyof typeof en, string>;
