import type { en } from './en';

/** Japanese texts of server/options (the keys of ./en.ts). */
export const jp = {
  'options.pair_closed': 'この通貨ペアは秒オプションの取引ができません',
  'options.coin_closed': 'この通貨は秒オプションの支払いに使えません',
  'options.bad_seconds': '提供されている満期を選んでください',
  'options.stake_min': '賭け金は {min} 以上にしてください',
  'options.stake_decimals': '賭け金の小数は {decimals} 桁までです',
  'options.stake_max': '賭け金は {max} 以下にしてください',
  'options.max_open': 'この通貨の未決済注文がすでに {max} 件あります。決済をお待ちください',
  'options.no_price': 'この通貨ペアの記録価格がまだありません',
  'options.cool_off': '{until} まで秒オプションの休止を選択しています',
  'options.loss_limit': 'この注文は1日の損失上限 {limit} USDT を超える可能性があります（本日の損失：{lost}）',
  'options.not_found': '注文が見つかりません',
  'options.country_closed': 'お住まいの国では秒オプションを提供していません',
  'options.cool_off_shorter': '休止期間は設定後に短縮できません：現在 {until} まで',
  'options.no_expiries': '現在提供されている満期はありません',
  'options.busy': '別の注文を処理中です。もう一度お試しください',
  'options.stake_order': '最大額は最小額以上にしてください',
  'options.void_outage':
    '満期後 {seconds} 秒以内に価格が記録されませんでした（配信またはサーバーの停止）。オプションは無効となり、賭け金と手数料を返却しました',
} satisfies Record<keyof typeof en, string>;
