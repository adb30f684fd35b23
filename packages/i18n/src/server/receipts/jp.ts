import type { en } from './en';

/** Japanese texts of server/receipts (the keys of ./en.ts). */
export const jp = {
  'receipts.not_yet_provable':
    'このレシートはまだ証明できません。価格ログは数秒ごとにヘッドに署名します。数秒後に再試行してください。',
} satisfies Record<keyof typeof en, string>;
