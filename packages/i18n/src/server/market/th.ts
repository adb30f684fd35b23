import type { en } from './en';

/** Thai texts of server/market (the keys of ./en.ts). */
export const th = {
  'market.unknown_symbol': 'ไม่รู้จักคู่เทรดนี้',
  'market.bad_period': 'ช่วงเวลากราฟไม่ถูกต้อง',
  'market.bad_range': 'ช่วงเวลาไม่ถูกต้อง',
  'market.favourite_added': 'เพิ่มในรายการโปรดแล้ว',
  'market.favourite_removed': 'นำออกจากรายการโปรดแล้ว',
  'market.simulated_in_production': '{symbol} ไม่มีแหล่งราคาจริงที่นี่ จึงซื้อขายไม่ได้',

  'field.search_keyword': 'คำค้นหา',
  'field.period': 'ช่วงเวลา',
} satisfies Record<keyof typeof en, string>;
