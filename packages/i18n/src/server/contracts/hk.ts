import type { en } from './en';

/** Traditional Chinese texts of server/contracts (the keys of ./en.ts). */
export const hk = {
  'contracts.pair_closed': '該交易對未開放合約交易',
  'contracts.lots_min': '手數不能少於 {min}',
  'contracts.lots_max': '手數不能超過 {max}',
  'contracts.bad_multiple': '請選擇可用的槓桿倍數',
  'contracts.limit_disabled': '該交易對不支援限價委託',
  'contracts.bad_price': '請輸入正確的價格',
  'contracts.price_decimals': '價格最多只能有 {decimals} 位小數',
  'contracts.limit_long_below': '做多限價委託價格必須低於最新價 {price}',
  'contracts.limit_short_above': '做空限價委託價格必須高於最新價 {price}',
  'contracts.market_closed': '{symbol} 市場目前休市：請提交限價委託，委託將等待開市後執行',
  'contracts.no_price': '該交易對暫無價格記錄',
  'contracts.tp_long': '做多止盈價必須高於開倉價和當前價',
  'contracts.sl_long': '做多止損價必須低於開倉價和當前價',
  'contracts.tp_short': '做空止盈價必須低於開倉價和當前價',
  'contracts.sl_short': '做空止損價必須高於開倉價和當前價',
  'contracts.stops_need_one': '請輸入止盈價或止損價',
  'contracts.not_open': '該倉位已平倉',
  'contracts.not_pending': '該委託已不在掛單中',
  'contracts.nothing_to_close': '沒有匹配的持倉',
  'contracts.positions_open': '從該賬戶轉出資金前，請先平掉所有持倉並撤銷未成交的委託',
  'contracts.liquidation_at_entry': '該委託開倉後將立即觸及強平價：請降低槓桿倍數或手數',
  'contracts.bad_setting': '{field} 的值無效',
  'contracts.multiples_needed': '請至少設定一個槓桿倍數',
  'contracts.lots_order': '最大手數必須為 0（不限）或不小於最小手數',
} satisfies Record<keyof typeof en, string>;
