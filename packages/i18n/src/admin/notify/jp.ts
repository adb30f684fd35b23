import type { NotifyTexts } from './en';

/** Japanese texts of the back office `notify` screen (dev outbox). */
export const notifyJp: NotifyTexts = {
  outbox: {
    title: '開発用送信箱',
    refreshes: '{{seconds}} 秒ごとに自動更新',
    unavailable: '開発用送信箱は利用できません',
    unavailableNote:
      'サーバーが送信箱を保持するのは、メールサーバーや SMS プロバイダーが設定されていないデモモードのときだけです。',
    demo: 'デモモード：メールと SMS は送信されません。認証コードは新しい順にここに記録されます。',
    id: 'ID',
    time: '日時（UTC）',
    channel: 'チャネル',
    to: '宛先',
    code: 'コード',
    message: 'メッセージ',
    empty: 'メッセージはまだありません',
  },
};
