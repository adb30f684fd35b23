import type { en } from './en';

/** Korean texts of server/spot (the keys of ./en.ts). */
export const kor = {
  'spot.bad_price': '올바른 가격을 입력하세요',
  'spot.bad_amount': '올바른 수량을 입력하세요',
  'spot.bad_total': '올바른 총액을 입력하세요',
  'spot.min_notional': '주문 금액이 최소 금액 {min} {currency}보다 적습니다',
  'spot.halted': '이 거래쌍은 거래가 중지되었습니다',
  'spot.no_liquidity': '시장가 주문이 보호 가격 범위 내에서 유동성을 찾지 못했습니다',
  'spot.order_closed': '이 주문은 더 이상 취소할 수 없습니다',
  'spot.steps_need_empty_book': '호가 단위와 수량 단위는 호가창이 비어 있을 때만 변경할 수 있습니다',
  'spot.bad_steps': '호가 단위 × 수량 단위는 통화의 소수 자릿수에 맞아야 합니다',
  'spot.bad_fee': '수수료율은 0.1 이하여야 합니다',
  'spot.status.open': '미체결',
  'spot.status.partial': '부분 체결',
  'spot.status.filled': '체결 완료',
  'spot.status.cancelled': '취소됨',
} satisfies Record<keyof typeof en, string>;
