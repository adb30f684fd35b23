import type { ReceiptsTexts } from './en';

export const receiptsJp = {
  title: '決済証明',
  open: '証明',
  none: 'この約定の証明はまだありません',
  result: {
    notional: '約定金額',
    pays: '支払額',
    receives_gross: '受取額（手数料前）',
    fee: '手数料',
    receives_net: '実受取額',
  },
  recorded: '記録された約定と価格',
  formula: '計算式',
  hash: 'フィンガープリント（SHA-256）',
  hashHint: 'この証明の正規化 JSON（RFC 8785）の SHA-256：コピーしたデータから誰でも再計算できます。',
  copyCanonical: 'データをコピー',
  verify: '検証',
  match: '検証済み：記録された約定と公開された計算式に一致します。',
  noMatch: '不一致',
  failed: { hash: 'フィンガープリント', ticks: '記録された価格', result: '結果', formula: '不明な計算式' },
  kind: { spotFill: '現物約定' },
  source: { spotTrade: '約定', marketMark: '価格記録' },
} satisfies ReceiptsTexts;
