import type { en } from './en';

/** Thai texts of server/contracts (the keys of ./en.ts). */
export const th = {
  'contracts.pair_closed': 'คู่เทรดนี้ไม่เปิดให้เทรดสัญญา',
  'contracts.lots_min': 'จำนวนล็อตต้องไม่น้อยกว่า {min}',
  'contracts.lots_max': 'จำนวนล็อตต้องไม่เกิน {max}',
  'contracts.bad_multiple': 'โปรดเลือกเลเวอเรจจากตัวเลือกที่มีให้',
  'contracts.limit_disabled': 'คู่เทรดนี้ไม่รับคำสั่งลิมิต',
  'contracts.bad_price': 'กรุณากรอกราคาให้ถูกต้อง',
  'contracts.price_decimals': 'ราคามีทศนิยมได้ไม่เกิน {decimals} ตำแหน่ง',
  'contracts.limit_long_below': 'คำสั่งลิมิตฝั่งซื้อ (Long) ต้องต่ำกว่าราคาล่าสุด {price}',
  'contracts.limit_short_above': 'คำสั่งลิมิตฝั่งขาย (Short) ต้องสูงกว่าราคาล่าสุด {price}',
  'contracts.market_closed': 'ตลาด {symbol} ปิดอยู่ในขณะนี้: โปรดวางคำสั่งลิมิต ซึ่งจะรอจนกว่าตลาดจะเปิด',
  'contracts.no_price': 'ยังไม่มีราคาที่บันทึกไว้สำหรับคู่เทรดนี้',
  'contracts.tp_long': 'ราคาทำกำไร (TP) ของสถานะซื้อ (Long) ต้องสูงกว่าราคาเข้าและราคาปัจจุบัน',
  'contracts.sl_long': 'ราคาตัดขาดทุน (SL) ของสถานะซื้อ (Long) ต้องต่ำกว่าราคาเข้าและราคาปัจจุบัน',
  'contracts.tp_short': 'ราคาทำกำไร (TP) ของสถานะขาย (Short) ต้องต่ำกว่าราคาเข้าและราคาปัจจุบัน',
  'contracts.sl_short': 'ราคาตัดขาดทุน (SL) ของสถานะขาย (Short) ต้องสูงกว่าราคาเข้าและราคาปัจจุบัน',
  'contracts.stops_need_one': 'โปรดกรอกราคาทำกำไร (TP) หรือราคาตัดขาดทุน (SL)',
  'contracts.not_open': 'สถานะนี้ไม่ได้เปิดอยู่แล้ว',
  'contracts.not_pending': 'คำสั่งนี้ไม่ได้อยู่ระหว่างรอแล้ว',
  'contracts.nothing_to_close': 'ไม่มีสถานะที่เปิดอยู่ที่ตรงกัน',
  'contracts.positions_open': 'โปรดปิดสถานะและยกเลิกคำสั่งที่รออยู่ในบัญชีนี้ก่อนโอนเงินออก',
  'contracts.liquidation_at_entry': 'คำสั่งนี้จะถึงระดับราคาบังคับปิดทันที: โปรดลดเลเวอเรจหรือจำนวนล็อต',
  'contracts.bad_setting': 'ค่าของ {field} ไม่ถูกต้อง',
  'contracts.multiples_needed': 'โปรดระบุเลเวอเรจอย่างน้อยหนึ่งค่า',
  'contracts.lots_order': 'จำนวนล็อตสูงสุดต้องเป็น 0 (ไม่จำกัด) หรือไม่น้อยกว่าขั้นต่ำ',
} satisfies Record<keyof typeof en, string>;
