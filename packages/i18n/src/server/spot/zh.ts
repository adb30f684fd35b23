import type { en } from './en';

/** Simplified Chinese texts of server/spot (the keys of ./en.ts). */
export const zh = {
  'spot.bad_price': '请输入正确的价格',
  'spot.bad_amount': '请输入正确的数量',
  'spot.bad_total': '请输入正确的金额',
  'spot.min_notional': '订单金额低于最低限额 {min} {currency}',
  'spot.halted': '该交易对已暂停交易',
  'spot.no_liquidity': '市价单在保护价格范围内没有可成交的挂单',
  'spot.order_closed': '该订单已无法撤销',
  'spot.steps_need_empty_book': '只有在盘口为空时才能修改价格步长和数量步长',
  'spot.bad_steps': '价格步长 × 数量步长必须符合币种的小数位数',
  'spot.bad_fee': '手续费率不能超过 0.1',
  'spot.status.open': '未成交',
  'spot.status.partial': '部分成交',
  'spot.status.filled': '已成交',
  'spot.status.cancelled': '已撤销',
} satisfies Record<keyof typeof en, string>;
