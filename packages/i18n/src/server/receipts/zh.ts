import type { en } from './en';

/** Simplified Chinese texts of server/receipts (the keys of ./en.ts). */
export const zh = {
  'receipts.not_yet_provable': '此收据暂时无法证明：价格日志每隔几秒签署一次树头。请几秒后重试。',
} satisfies Record<keyof typeof en, string>;
