import type { en } from './en';

/** Japanese texts of server/security (the keys of ./en.ts). */
export const jp = {
  'security.code_required': '2段階認証コードを入力してください',
  'security.code_invalid': '2段階認証コードが間違っているか、すでに使用されています',
  'security.locked': 'コードの誤りが多すぎます。{minutes}分後に再試行してください',
  'security.ticket_expired': 'このログインは期限切れです。もう一度ログインしてください',
  'security.already_enabled': '2段階認証はすでに有効です',
  'security.not_enabled': '2段階認証は有効になっていません',
  'security.no_setup': '先に2段階認証の設定を開始してください',
  'security.enabled': '2段階認証を有効にしました',
  'security.disabled': '2段階認証を無効にしました',
  'security.reset_done': 'ユーザーの2段階認証をリセットしました',
  'security.passkey_failed': 'パスキーを確認できませんでした。もう一度お試しください',
  'security.passkey_required': '先にパスキーで確認してください',
} satisfies Record<keyof typeof en, string>;
