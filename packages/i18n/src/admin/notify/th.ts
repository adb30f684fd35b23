import type { NotifyTexts } from './en';

/** Thai texts of the back office `notify` screen (dev outbox). */
export const notifyTh: NotifyTexts = {
  outbox: {
    title: 'กล่องข้อความขาออก (dev)',
    refreshes: 'รีเฟรชทุก {{seconds}} วินาที',
    unavailable: 'กล่องข้อความขาออก (dev) ไม่พร้อมใช้งาน',
    unavailableNote: 'เซิร์ฟเวอร์จะเก็บกล่องข้อความขาออกไว้เฉพาะในโหมดสาธิต ซึ่งไม่ได้ตั้งค่าเซิร์ฟเวอร์อีเมลหรือผู้ให้บริการ SMS',
    demo: 'โหมดสาธิต: ระบบไม่ได้ส่งอีเมลและ SMS จริง รหัสยืนยันจะถูกบันทึกไว้ที่นี่ โดยเรียงจากล่าสุดก่อน',
    id: 'ID',
    time: 'เวลา (UTC)',
    channel: 'ช่องทาง',
    to: 'ผู้รับ',
    code: 'รหัส',
    message: 'ข้อความ',
    empty: 'ยังไม่มีข้อความ',
  },
};
