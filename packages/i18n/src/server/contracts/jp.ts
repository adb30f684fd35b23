import type { en } from './en';

/** Japanese texts of server/contracts (the keys of ./en.ts). */
export const jp = {
  'contracts.pair_closed': 'この取引ペアでは先物取引を利用できません',
  'contracts.lots_min': 'ロット数は {min} 以上にしてください',
  'contracts.lots_max': 'ロット数は {max} 以下にしてください',
  'contracts.bad_multiple': '提示されたレバレッジ倍率から選択してください',
  'contracts.limit_disabled': 'この取引ペアでは指値注文を受け付けていません',
  'contracts.bad_price': '正しい価格を入力してください',
  'contracts.price_decimals': '価格の小数点以下は {decimals} 桁までです',
  'contracts.limit_long_below': 'ロングの指値注文は直近価格 {price} より低くしてください',
  'contracts.limit_short_above': 'ショートの指値注文は直近価格 {price} より高くしてください',
  'contracts.market_closed': '{symbol} の市場は現在閉まっています：指値注文を出すと、取引時間が始まるまで待機します',
  'contracts.close_market_closed':
    '{symbol} の市場は現在閉まっています：ポジションは取引時間が始まってから決済できます',
  'contracts.no_price': 'この取引ペアにはまだ記録された価格がありません',
  'contracts.tp_long': 'ロングの利確価格はエントリー価格と現在価格より高くしてください',
  'contracts.sl_long': 'ロングの損切り価格はエントリー価格と現在価格より低くしてください',
  'contracts.tp_short': 'ショートの利確価格はエントリー価格と現在価格より低くしてください',
  'contracts.sl_short': 'ショートの損切り価格はエントリー価格と現在価格より高くしてください',
  'contracts.stops_need_one': '利確価格または損切り価格を入力してください',
  'contracts.not_open': 'このポジションはすでに決済されています',
  'contracts.not_pending': 'この注文はすでに待機中ではありません',
  'contracts.nothing_to_close': '該当する保有ポジションがありません',
  'contracts.positions_open': 'この口座から資金を移動する前に、ポジションを決済し、待機中の注文を取り消してください',
  'contracts.liquidation_at_entry':
    'この注文はエントリー直後に強制決済の水準に達します：レバレッジまたはロット数を下げてください',
  'contracts.bad_setting': '{field} の値が無効です',
  'contracts.multiples_needed': 'レバレッジ倍率を少なくとも1つ指定してください',
  'contracts.lots_order': '最大ロット数は 0（無制限）または最小ロット数以上にしてください',
} satisfies Record<keyof typeof en, string>;
