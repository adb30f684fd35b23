import type { en } from './en';

/** Japanese texts of server/market (the keys of ./en.ts). */
export const jp = {
  'market.unknown_symbol': '不明な取引ペアです',
  'market.bad_period': '不明なチャート期間です',
  'market.bad_range': '期間の指定が正しくありません',
  'market.favourite_added': 'お気に入りに追加しました',
  'market.favourite_removed': 'お気に入りから削除しました',
  'market.simulated_in_production': '{symbol} には実際の価格ソースがないため、取引できません',

  'field.search_keyword': '検索キーワード',
  'field.period': '期間',
} satisfies Record<keyof typeof en, string>;
