import type { en } from './en';

/** Japanese texts of server/spot (the keys of ./en.ts). */
export const jp = {
  'spot.bad_price': '正しい価格を入力してください',
  'spot.bad_amount': '正しい数量を入力してください',
  'spot.bad_total': '正しい金額を入力してください',
  'spot.min_notional': '注文金額が最低額 {min} {currency} を下回っています',
  'spot.halted': 'この取引ペアは取引停止中です',
  'spot.no_liquidity': '成行注文は保護価格帯内で約定可能な注文が見つかりませんでした',
  'spot.order_closed': 'この注文はもう取り消せません',
  'spot.steps_need_empty_book': '呼値と数量単位は板が空のときのみ変更できます',
  'spot.bad_steps': '呼値 × 数量単位は通貨の小数桁数に収まる必要があります',
  'spot.bad_fee': '手数料率は 0.1 以下にしてください',
  'spot.status.open': '未約定',
  'spot.status.partial': '一部約定',
  'spot.status.filled': '約定済み',
  'spot.status.cancelled': '取消済み',
} satisfies Record<keyof typeof en, string>;
