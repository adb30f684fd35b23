import type { en } from './en';

/** Simplified Chinese texts of server/contracts (the keys of ./en.ts). */
export const zh = {
  'contracts.pair_closed': '该交易对未开放合约交易',
  'contracts.lots_min': '手数不能少于 {min}',
  'contracts.lots_max': '手数不能超过 {max}',
  'contracts.bad_multiple': '请选择可用的杠杆倍数',
  'contracts.limit_disabled': '该交易对不支持限价委托',
  'contracts.bad_price': '请输入正确的价格',
  'contracts.price_decimals': '价格最多只能有 {decimals} 位小数',
  'contracts.limit_long_below': '做多限价委托价格必须低于最新价 {price}',
  'contracts.limit_short_above': '做空限价委托价格必须高于最新价 {price}',
  'contracts.market_closed': '{symbol} 市场当前休市：请提交限价委托，委托将等待开市后执行',
  'contracts.no_price': '该交易对暂无价格记录',
  'contracts.tp_long': '做多止盈价必须高于开仓价和当前价',
  'contracts.sl_long': '做多止损价必须低于开仓价和当前价',
  'contracts.tp_short': '做空止盈价必须低于开仓价和当前价',
  'contracts.sl_short': '做空止损价必须高于开仓价和当前价',
  'contracts.stops_need_one': '请输入止盈价或止损价',
  'contracts.not_open': '该仓位已平仓',
  'contracts.not_pending': '该委托已不在挂单中',
  'contracts.nothing_to_close': '没有匹配的持仓',
  'contracts.positions_open': '从该账户转出资金前，请先平掉所有持仓并撤销未成交的委托',
  'contracts.liquidation_at_entry': '该委托开仓后将立即触及强平价：请降低杠杆倍数或手数',
  'contracts.bad_setting': '{field} 的值无效',
  'contracts.multiples_needed': '请至少设置一个杠杆倍数',
  'contracts.lots_order': '最大手数必须为 0（不限）或不小于最小手数',
} satisfies Record<keyof typeof en, string>;
