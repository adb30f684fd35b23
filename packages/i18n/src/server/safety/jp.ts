import type { en } from './en';

/** Japanese texts of server/safety (the keys of ./en.ts). */
export const jp = {
  'safety.login_mail_subject': '{site}：アカウントへの新しいログイン',
  'safety.login_mail_body':
    'お客様の {site} アカウントにログインがありました。\n\n日時：{time}\nデバイス：{device}\n場所：{place}\nIP アドレス：{ip}\n\nご本人の場合は対応不要です。心当たりがない場合は、すぐにパスワードを変更し、カスタマーサービスにご連絡ください。',
  'safety.place_unknown': '不明（アドレスの所在地は調べていません）',
  'safety.place_loopback': 'このサーバー（ローカルアドレス）',
  'safety.place_private': 'プライベートネットワーク',
  'safety.device_unknown': '不明なデバイス',
  'safety.phishing_line': 'フィッシング対策コード：{code}',
  'safety.phishing_saved': 'フィッシング対策コードを保存しました',
  'safety.code_format': 'フィッシング対策コードは 4〜20 文字の英字・数字・_・- で入力してください',
  'safety.password_required': '資金パスワードまたはログインパスワードを入力してください',
  'safety.address_on_hold': 'このアドレスは追加から 24 時間経っていません：{time}（UTC）以降に出金できます',
} satisfies Record<keyof typeof en, string>;
