import type { en } from './en';

/** Thai texts of server/receipts (the keys of ./en.ts). */
export const th = {
  'receipts.not_yet_provable': 'ยังพิสูจน์ใบเสร็จนี้ไม่ได้: บันทึกราคาจะลงนามส่วนหัวทุกไม่กี่วินาที โปรดลองใหม่ในอีกไม่กี่วินาที',
} satisfies Record<keyof typeof en, string>;
