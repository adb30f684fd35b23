import type { ReceiptsTexts } from './en';

export const receiptsHk = {
  title: '結算憑證',
  open: '憑證',
  none: '此成交暫無憑證',
  result: {
    notional: '成交額',
    pays: '您支付',
    receives_gross: '您收到（扣費前）',
    fee: '手續費',
    receives_net: '您實收',
  },
  recorded: '記錄的成交與價格',
  formula: '公式',
  hash: '指紋（SHA-256）',
  hashHint: '本憑證規範 JSON（RFC 8785）的 SHA-256：任何人都可用複製的數據重新計算。',
  copyCanonical: '複製數據',
  verify: '驗證',
  match: '驗證通過：憑證與記錄的成交及公開公式一致。',
  noMatch: '不一致',
  failed: { hash: '指紋', ticks: '記錄的價格', result: '結果', formula: '未知公式' },
  kind: { spotFill: '現貨成交' },
  source: { spotTrade: '成交', marketMark: '價格記錄' },
} satisfies ReceiptsTexts;
