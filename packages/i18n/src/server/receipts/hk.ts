import type { en } from './en';

/** Traditional Chinese texts of server/receipts (the keys of ./en.ts). */
export const hk = {
  'receipts.not_yet_provable': '此收據暫時無法證明：價格日誌每隔幾秒簽署一次樹頭。請幾秒後重試。',
} satisfies Record<keyof typeof en, string>;
