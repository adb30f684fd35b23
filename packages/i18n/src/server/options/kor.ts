import type { en } from './en';

/** Korean texts of server/options (the keys of ./en.ts). */
export const kor = {
  'options.pair_closed': '이 거래쌍은 초 옵션 거래가 열려 있지 않습니다',
  'options.coin_closed': '이 코인은 초 옵션 결제에 사용할 수 없습니다',
  'options.bad_seconds': '제공되는 만기 중 하나를 선택하세요',
  'options.stake_min': '주문 금액은 {min} 이상이어야 합니다',
  'options.stake_decimals': '주문 금액은 소수점 {decimals}자리까지 가능합니다',
  'options.stake_max': '주문 금액은 {max} 이하여야 합니다',
  'options.max_open': '이 코인에 이미 미결제 주문이 {max}건 있습니다. 정산을 기다려 주세요',
  'options.no_price': '이 거래쌍에 기록된 가격이 아직 없습니다',
  'options.cool_off': '{until}까지 초 옵션 휴식을 선택하셨습니다',
  'options.loss_limit': '이 주문은 일일 손실 한도 {limit} USDT를 넘을 수 있습니다(오늘 손실: {lost})',
  'options.not_found': '주문을 찾을 수 없습니다',
  'options.country_closed': '거주 국가에서는 초 옵션을 제공하지 않습니다',
  'options.cool_off_shorter': '휴식 기간은 설정 후 줄일 수 없습니다: 현재 {until}까지입니다',
  'options.no_expiries': '현재 제공되는 만기가 없습니다',
  'options.busy': '다른 주문을 처리 중입니다. 다시 시도해 주세요',
  'options.stake_order': '최대 금액은 최소 금액보다 작을 수 없습니다',
  'options.void_outage':
    '만기 후 {seconds}초 안에 기록된 가격이 없습니다(시세 또는 서버 중단). 옵션은 무효이며 투자금과 수수료를 돌려드렸습니다',
} satisfies Record<keyof typeof en, string>;
