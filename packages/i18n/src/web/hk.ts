import type { ShellTexts } from './en';

export const shellHk = {
  tab: { home: '首頁', market: '行情', trade: '交易', finance: '理財', assets: '資產' },
  common: {
    loading: '載入中…',
    retry: '重試',
    back: '返回',
    confirm: '確認',
    cancel: '取消',
    close: '關閉',
    more: '更多',
    empty: '暫無內容',
    error: '出錯了',
    loadFailed: '頁面載入失敗。',
    loadTimeout: '載入時間過長，請檢查網絡後重試。',
    networkError: '網絡錯誤，請重試',
    timeout: '請求逾時，請重試',
    loginFirst: '請先登入',
    noMore: '沒有更多資料了',
    invalidUrl: '無法開啟此地址。',
    hostNotAllowed: '{{host}} 不在本應用內可顯示的頁面之列，可在瀏覽器中開啟。',
    openInBrowser: '在瀏覽器中開啟',
    notFound: '頁面不存在',
    notFoundHint: '目前版本暫不提供此頁面。',
    backHome: '返回首頁',
  },
  pull: {
    pulling: '下拉刷新',
    canRelease: '放開立即刷新',
    refreshing: '刷新中…',
    complete: '刷新成功',
  },
  home: {
    news: '資訊',
    services: '服務',
    language: '語言',
    fiat: '貨幣',
    announcement: '公告',
    viewDetails: '查看詳情',
  },
  page: {
    language: '語言',
    fiat: '法幣',
  },
  time: {
    justNow: '剛剛',
    minutesAgo: '{{count}} 分鐘前',
    hoursAgo: '{{count}} 小時前',
    daysAgo: '{{count}} 天前',
  },
  setting: {
    fiatHint: '金額將以此貨幣顯示。',
    selected: '已選擇',
  },
  offline: {
    since: '您已離線，顯示的是 {{time}} 的數據',
    plain: '您已離線。',
  },
  update: {
    available: '有新版本可用',
    reload: '重新載入',
  },
} satisfies ShellTexts;
