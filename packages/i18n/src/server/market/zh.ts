import type { en } from './en';

/** Simplified Chinese texts of server/market (the keys of ./en.ts). */
export const zh = {
  'market.unknown_symbol': '未知的交易对',
  'market.bad_period': '不支持的K线周期',
  'market.bad_range': '时间范围无效',
  'market.favourite_added': '已加入自选',
  'market.favourite_removed': '已移出自选',
  'market.simulated_in_production': '{symbol} 在此没有真实的价格来源，无法交易',

  'field.search_keyword': '搜索关键词',
  'field.period': '周期',
} satisfies Record<keyof typeof en, string>;
