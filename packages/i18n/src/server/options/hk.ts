import type { en } from './en';

/** Traditional Chinese (Hong Kong) texts of server/options (the keys of ./en.ts). */
export const hk = {
  'options.pair_closed': '該交易對未開放秒合約',
  'options.coin_closed': '該幣種不能用於秒合約',
  'options.bad_seconds': '請選擇可用的到期時間',
  'options.stake_min': '下單金額不能少於 {min}',
  'options.stake_decimals': '下單金額最多只能有 {decimals} 位小數',
  'options.stake_max': '下單金額不能超過 {max}',
  'options.max_open': '您在該幣種已有 {max} 筆持倉訂單，請等待結算',
  'options.no_price': '該交易對暫無記錄價格',
  'options.cool_off': '您已選擇暫停秒合約交易至 {until}',
  'options.loss_limit': '該訂單可能超過您的每日虧損限額 {limit} USDT（今日已虧損：{lost}）',
  'options.not_found': '訂單不存在',
  'options.country_closed': '您所在的國家或地區不提供秒合約',
  'options.cool_off_shorter': '暫停期一經設定不可縮短：目前持續至 {until}',
  'options.no_expiries': '目前沒有可用的到期時間',
  'options.busy': '另一筆訂單正在提交，請稍後重試',
  'options.stake_order': '最大金額不能低於最小金額',
  'options.void_outage': '到期後 {seconds} 秒內沒有記錄價格（行情或伺服器中斷）：期權作廢，退還本金及手續費',
} satisfies Record<keyof typeof en, string>;
