import type { en } from './en';

/** Thai texts of server/spot (the keys of ./en.ts). */
export const th = {
  'spot.bad_price': 'กรุณากรอกราคาให้ถูกต้อง',
  'spot.bad_amount': 'กรุณากรอกจำนวนให้ถูกต้อง',
  'spot.bad_total': 'กรุณากรอกยอดรวมให้ถูกต้อง',
  'spot.min_notional': 'มูลค่าคำสั่งต่ำกว่าขั้นต่ำ {min} {currency}',
  'spot.halted': 'คู่เทรดนี้ถูกระงับการซื้อขาย',
  'spot.no_liquidity': 'คำสั่งตลาดไม่พบสภาพคล่องภายในช่วงราคาป้องกัน',
  'spot.order_closed': 'ไม่สามารถยกเลิกคำสั่งนี้ได้อีกแล้ว',
  'spot.steps_need_empty_book': 'เปลี่ยนขนาดราคาและขนาดล็อตได้เฉพาะเมื่อสมุดคำสั่งว่าง',
  'spot.bad_steps': 'ขนาดราคา × ขนาดล็อตต้องตรงกับทศนิยมของสกุลเงิน',
  'spot.bad_fee': 'อัตราค่าธรรมเนียมต้องไม่เกิน 0.1',
  'spot.status.open': 'รอจับคู่',
  'spot.status.partial': 'จับคู่บางส่วน',
  'spot.status.filled': 'จับคู่แล้ว',
  'spot.status.cancelled': 'ยกเลิกแล้ว',
} satisfies Record<keyof typeof en, string>;
