import type { ReceiptsTexts } from './en';

export const receiptsZh = {
  title: '结算凭证',
  open: '凭证',
  none: '此成交暂无凭证',
  result: {
    notional: '成交额',
    pays: '您支付',
    receives_gross: '您收到（扣费前）',
    fee: '手续费',
    receives_net: '您实收',
  },
  recorded: '记录的成交与价格',
  formula: '公式',
  hash: '指纹（SHA-256）',
  hashHint: '本凭证规范 JSON（RFC 8785）的 SHA-256：任何人都可用复制的数据重新计算。',
  copyCanonical: '复制数据',
  verify: '验证',
  match: '验证通过：凭证与记录的成交及公开公式一致。',
  noMatch: '不一致',
  failed: { hash: '指纹', ticks: '记录的价格', result: '结果', formula: '未知公式' },
  kind: { spotFill: '现货成交' },
  source: { spotTrade: '成交', marketMark: '价格记录' },
} satisfies ReceiptsTexts;
