import type { en } from './en';

/** Korean texts of server/market (the keys of ./en.ts). */
export const kor = {
  'market.unknown_symbol': '알 수 없는 거래쌍입니다',
  'market.bad_period': '알 수 없는 차트 주기입니다',
  'market.bad_range': '잘못된 시간 범위입니다',
  'market.favourite_added': '관심 목록에 추가했습니다',
  'market.favourite_removed': '관심 목록에서 삭제했습니다',
  'market.simulated_in_production': '{symbol}에는 실제 가격 출처가 없어 거래할 수 없습니다',

  'field.search_keyword': '검색어',
  'field.period': '주기',
} satisfies Record<keyof typeof en, string>;
