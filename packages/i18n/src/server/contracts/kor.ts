import type { en } from './en';

/** Korean texts of server/contracts (the keys of ./en.ts). */
export const kor = {
  'contracts.pair_closed': '이 거래쌍은 선물 거래를 지원하지 않습니다',
  'contracts.lots_min': '랏 수는 {min} 이상이어야 합니다',
  'contracts.lots_max': '랏 수는 {max} 이하여야 합니다',
  'contracts.bad_multiple': '제공된 레버리지 배수 중 하나를 선택하세요',
  'contracts.limit_disabled': '이 거래쌍은 지정가 주문을 받지 않습니다',
  'contracts.bad_price': '올바른 가격을 입력하세요',
  'contracts.price_decimals': '가격은 소수점 이하 최대 {decimals}자리까지 가능합니다',
  'contracts.limit_long_below': '롱 지정가 주문은 최근 가격 {price}보다 낮아야 합니다',
  'contracts.limit_short_above': '숏 지정가 주문은 최근 가격 {price}보다 높아야 합니다',
  'contracts.market_closed': '{symbol} 시장은 현재 휴장 중입니다: 지정가 주문을 넣으면 장이 열릴 때까지 대기합니다',
  'contracts.no_price': '이 거래쌍에는 아직 기록된 가격이 없습니다',
  'contracts.tp_long': '롱 익절가는 진입 가격과 현재 가격보다 높아야 합니다',
  'contracts.sl_long': '롱 손절가는 진입 가격과 현재 가격보다 낮아야 합니다',
  'contracts.tp_short': '숏 익절가는 진입 가격과 현재 가격보다 낮아야 합니다',
  'contracts.sl_short': '숏 손절가는 진입 가격과 현재 가격보다 높아야 합니다',
  'contracts.stops_need_one': '익절가 또는 손절가를 입력하세요',
  'contracts.not_open': '이 포지션은 더 이상 열려 있지 않습니다',
  'contracts.not_pending': '이 주문은 더 이상 대기 중이 아닙니다',
  'contracts.nothing_to_close': '일치하는 보유 포지션이 없습니다',
  'contracts.positions_open': '이 계정에서 자금을 옮기기 전에 포지션을 청산하고 대기 중인 주문을 취소하세요',
  'contracts.liquidation_at_entry': '이 주문은 진입 즉시 강제 청산 수준에 도달합니다: 레버리지나 랏 수를 낮추세요',
  'contracts.bad_setting': '{field} 값이 올바르지 않습니다',
  'contracts.multiples_needed': '레버리지 배수를 하나 이상 입력하세요',
  'contracts.lots_order': '최대 랏 수는 0(제한 없음)이거나 최소 랏 수 이상이어야 합니다',
} satisfies Record<keyof typeof en, string>;
