import { accountsJp } from './accounts/jp';
import type { WebCatalogue } from './en';
import { marketJp } from './market/jp';
import { receiptsJp } from './receipts/jp';
import { spotJp } from './spot/jp';
import { walletJp } from './wallet/jp';

export const jp = {
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
    comingSoon: 'このセクションは今後のリリースで公開されます。',
    invalidUrl: 'このアドレスは開けません。',
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
    news: 'ニュース',
    faq: 'よくある質問',
    contactus: 'お問い合わせ',
    aboutus: '会社概要',
    compliance: '運営コンプライアンス',
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
  market: marketJp,
  accounts: accountsJp,
  spot: spotJp,
  wallet: walletJp,
  receipts: receiptsJp,
} satisfies WebCatalogue;
