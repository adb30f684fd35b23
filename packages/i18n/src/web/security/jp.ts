import type { SecurityTexts } from './en';

/** Japanese texts of the second factor. */
export const securityJp = {
  title: '2段階認証',
  on: 'オン',
  off: 'オフ',
  intro:
    '認証アプリ（Google Authenticator、Authy、1Password など）のコードでログイン・出金・アドレス変更を保護します。',
  start: '有効にする',
  scan: '認証アプリでこのQRコードを読み取るか、キーを手入力してください。',
  key: 'キー',
  code: '認証アプリのコード',
  codeOrRecovery: '2段階認証コード（またはリカバリーコード）',
  confirm: '確認',
  disable: '無効にする',
  renew: 'リカバリーコードを再発行',
  recoveryTitle: 'リカバリーコード',
  recoveryHint:
    'これらのコードを安全な場所に保管してください。スマートフォンを紛失した場合、各コードは1回だけ使えます。表示されるのは今回だけです。',
  copyAll: 'コードをコピー',
  saved: '保存しました',
  recoveryLeft: '残りのリカバリーコード：{{count}}',
  enabled: '2段階認証を有効にしました',
  loginStep: 'ログインを完了するには認証アプリのコードを入力してください。',
  verify: '確認する',
  invalid: '6桁の数字またはリカバリーコードを入力してください',
} satisfies SecurityTexts;
