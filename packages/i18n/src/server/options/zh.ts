import type { en } from './en';

/** Simplified Chinese texts of server/options (the keys of ./en.ts). */
export const zh = {
  'options.pair_closed': '该交易对未开放秒合约',
  'options.coin_closed': '该币种不能用于秒合约',
  'options.bad_seconds': '请选择可用的到期时间',
  'options.stake_min': '下单金额不能少于 {min}',
  'options.stake_decimals': '下单金额最多只能有 {decimals} 位小数',
  'options.stake_max': '下单金额不能超过 {max}',
  'options.max_open': '您在该币种已有 {max} 笔持仓订单，请等待结算',
  'options.no_price': '该交易对暂无记录价格',
  'options.cool_off': '您已选择暂停秒合约交易至 {until}',
  'options.loss_limit': '该订单可能超过您的每日亏损限额 {limit} USDT（今日已亏损：{lost}）',
  'options.not_found': '订单不存在',
  'options.country_closed': '您所在的国家或地区不提供秒合约',
  'options.cool_off_shorter': '暂停期一经设定不可缩短：当前持续至 {until}',
  'options.no_expiries': '当前没有可用的到期时间',
  'options.busy': '另一笔订单正在提交，请稍后重试',
  'options.stake_order': '最大金额不能低于最小金额',
  'options.void_outage': '到期后 {seconds} 秒内没有记录价格（行情或服务器中断）：期权作废，退还本金和手续费',
} satisfies Record<keyof typeof en, string>;
