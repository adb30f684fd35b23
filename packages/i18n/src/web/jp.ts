import type { ShellTexts } from './en';

export const shellJp = {
  tab: { home: 'ホーム', market: 'マーケット', trade: '取引', finance: '資産運用', assets: '資産' },
  common: {
    loading: '読み込み中…',
    retry: '再試行',
    back: '戻る',
    confirm: '確認',
    cancel: 'キャンセル',
    close: '閉じる',
    more: 'もっと見る',
    empty: 'まだ何もありません',
    error: 'エラーが発生しました',
    loadFailed: 'このページを読み込めませんでした。',
    loadTimeout: '読み込みに時間がかかっています。接続を確認して再試行してください。',
    networkError: 'ネットワークエラーです。もう一度お試しください',
    timeout: 'リクエストがタイムアウトしました。もう一度お試しください',
    loginFirst: '先にログインしてください',
    noMore: 'これ以上データはありません',
    invalidUrl: 'このアドレスは開けません。',
    hostNotAllowed: '{{host}} はこのアプリ内で表示できるページではありません。ブラウザで開けます。',
    openInBrowser: 'ブラウザで開く',
    notFound: 'ページが見つかりません',
    notFoundHint: 'このページは現在のバージョンではご利用いただけません。',
    backHome: 'ホームに戻る',
  },
  pull: {
    pulling: '下に引いて更新',
    canRelease: '指を離して更新',
    refreshing: '更新中…',
    complete: '更新しました',
  },
  home: {
    news: 'ニュース',
    services: 'サービス',
    language: '言語',
    fiat: '通貨',
    announcement: 'お知らせ',
    viewDetails: '詳細を見る',
  },
  page: {
    language: '言語',
    fiat: '法定通貨',
  },
  time: {
    justNow: 'たった今',
    minutesAgo: '{{count}} 分前',
    hoursAgo: '{{count}} 時間前',
    daysAgo: '{{count}} 日前',
  },
  setting: {
    fiatHint: '金額はこの通貨で表示されます。',
    selected: '選択中',
  },
  offline: {
    since: 'オフラインです。{{time}} 時点のデータを表示しています',
    plain: 'オフラインです。',
  },
  update: {
    available: '新しいバージョンがあります',
    reload: '再読み込み',
  },
} satisfies ShellTexts;
