import type { en } from './en';

/** Traditional Chinese texts of server/market (the keys of ./en.ts). */
export const hk = {
  'market.unknown_symbol': '未知的交易對',
  'market.bad_period': '不支援的K線週期',
  'market.bad_range': '時間範圍無效',
  'market.favourite_added': '已加入自選',
  'market.favourite_removed': '已移出自選',
  'market.simulated_in_production': '{symbol} 在此沒有真實的價格來源，無法交易',

  'field.search_keyword': '搜尋關鍵詞',
  'field.period': '週期',
} satisfies Record<keyof typeof en, string>;
