import type { SafetyTexts } from './en';

export const safetyJp = {
  title: {
    loginHistory: 'ログイン履歴',
    antiPhishing: 'フィッシング対策コード',
  },
  security: {
    loginHistory: 'ログイン履歴',
    antiPhishing: 'フィッシング対策コード',
    notSet: '未設定',
    isSet: '設定済み',
  },
  device: {
    mobile: 'スマートフォン',
    tablet: 'タブレット',
    desktop: 'パソコン',
    tv: 'テレビ',
    bot: 'ボット',
    unknown: '不明なデバイス',
  },
  place: {
    unknown: '場所不明',
    loopback: 'このサーバー（ローカルアドレス）',
    private: 'プライベートネットワーク',
  },
  history: {
    empty: 'ログイン履歴はまだありません',
    note: 'IP アドレスから所在地は調べていません。ローカルとプライベートネットワークのみ表示します。',
  },
  phishing: {
    intro:
      'あなただけが知っているコードを設定してください。当社からのメールはすべてこのコードで始まります。コードがない、または異なるメールは当社からではありません。',
    current: '現在のコード',
    none: 'まだ設定されていません',
    code: '新しいコード',
    placeholder: '英字・数字・_・- で 4〜20 文字',
    usePay: '資金パスワードで確認',
    useLogin: 'ログインパスワードで確認',
    payPassword: '資金パスワード',
    loginPassword: 'ログインパスワード',
    save: '保存',
    saved: 'フィッシング対策コードを保存しました',
  },
  error: {
    code: '英字・数字・_・- で 4〜20 文字入力してください',
    password: 'パスワードを入力してください',
  },
  hold: {
    until: '{{time}} から出金可能',
    ready: '出金可能',
  },
} satisfies SafetyTexts;
