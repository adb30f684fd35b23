import type { en } from './en';

/** Traditional Chinese texts of server/spot (the keys of ./en.ts). */
export const hk = {
  'spot.bad_price': '請輸入正確的價格',
  'spot.bad_amount': '請輸入正確的數量',
  'spot.bad_total': '請輸入正確的金額',
  'spot.min_notional': '訂單金額低於最低限額 {min} {currency}',
  'spot.halted': '該交易對已暫停交易',
  'spot.no_liquidity': '市價單在保護價格範圍內沒有可成交的掛單',
  'spot.order_closed': '該訂單已無法撤銷',
  'spot.steps_need_empty_book': '只有在盤口為空時才能修改價格步長和數量步長',
  'spot.bad_steps': '價格步長 × 數量步長必須符合幣種的小數位數',
  'spot.bad_fee': '手續費率不能超過 0.1',
  'spot.status.open': '未成交',
  'spot.status.partial': '部分成交',
  'spot.status.filled': '已成交',
  'spot.status.cancelled': '已撤銷',
} satisfies Record<keyof typeof en, string>;
