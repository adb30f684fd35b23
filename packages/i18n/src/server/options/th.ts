import type { en } from './en';

/** Thai texts of server/options (the keys of ./en.ts). */
export const th = {
  'options.pair_closed': 'คู่นี้ยังไม่เปิดให้เทรดออปชันวินาที',
  'options.coin_closed': 'เหรียญนี้ใช้ชำระออปชันวินาทีไม่ได้',
  'options.bad_seconds': 'โปรดเลือกเวลาหมดอายุที่มีให้',
  'options.stake_min': 'จำนวนเดิมพันต้องไม่น้อยกว่า {min}',
  'options.stake_decimals': 'จำนวนเดิมพันมีทศนิยมได้ไม่เกิน {decimals} ตำแหน่ง',
  'options.stake_max': 'จำนวนเดิมพันต้องไม่เกิน {max}',
  'options.max_open': 'คุณมีคำสั่งที่เปิดอยู่ {max} รายการในเหรียญนี้แล้ว โปรดรอให้ชำระก่อน',
  'options.no_price': 'ยังไม่มีราคาที่บันทึกไว้สำหรับคู่นี้',
  'options.cool_off': 'คุณเลือกพักการเทรดออปชันวินาทีจนถึง {until}',
  'options.loss_limit': 'คำสั่งนี้อาจเกินวงเงินขาดทุนรายวันของคุณ {limit} USDT (ขาดทุนวันนี้: {lost})',
  'options.not_found': 'ไม่พบคำสั่ง',
  'options.country_closed': 'ไม่มีบริการออปชันวินาทีในประเทศของคุณ',
  'options.cool_off_shorter': 'ไม่สามารถย่นระยะพักได้เมื่อตั้งแล้ว: ขณะนี้พักถึง {until}',
  'options.no_expiries': 'ขณะนี้ไม่มีเวลาหมดอายุให้เลือก',
  'options.busy': 'มีคำสั่งอื่นกำลังส่งอยู่ โปรดลองอีกครั้ง',
  'options.stake_order': 'จำนวนสูงสุดต้องไม่น้อยกว่าจำนวนต่ำสุด',
  'options.void_outage':
    'ไม่มีราคาที่บันทึกภายใน {seconds} วินาทีหลังครบกำหนด (ฟีดหรือเซิร์ฟเวอร์ขัดข้อง): ออปชันเป็นโมฆะ คืนเงินเดิมพันและค่าธรรมเนียมแล้ว',
} satisfies Record<keyof typeof en, string>;
