import type { ShellTexts } from './en';

export const shellZh = {
  tab: { home: '首页', market: '行情', trade: '交易', finance: '理财', assets: '资产' },
  common: {
    loading: '加载中…',
    retry: '重试',
    back: '返回',
    confirm: '确认',
    cancel: '取消',
    close: '关闭',
    more: '更多',
    empty: '暂无内容',
    error: '出错了',
    loadFailed: '页面加载失败。',
    loadTimeout: '加载时间过长，请检查网络后重试。',
    networkError: '网络错误，请重试',
    timeout: '请求超时，请重试',
    loginFirst: '请先登录',
    noMore: '没有更多数据了',
    invalidUrl: '无法打开该地址。',
    hostNotAllowed: '{{host}} 不在本应用内可显示的页面之列，可在浏览器中打开。',
    openInBrowser: '在浏览器中打开',
    notFound: '页面不存在',
    notFoundHint: '当前版本暂不提供此页面。',
    backHome: '返回首页',
  },
  pull: {
    pulling: '下拉刷新',
    canRelease: '释放立即刷新',
    refreshing: '刷新中…',
    complete: '刷新成功',
  },
  home: {
    news: '资讯',
    services: '服务',
    language: '语言',
    fiat: '货币',
    announcement: '公告',
    viewDetails: '查看详情',
  },
  page: {
    language: '语言',
    fiat: '法币',
  },
  time: {
    justNow: '刚刚',
    minutesAgo: '{{count}} 分钟前',
    hoursAgo: '{{count}} 小时前',
    daysAgo: '{{count}} 天前',
  },
  setting: {
    fiatHint: '金额将以该货币显示。',
    selected: '已选择',
  },
  offline: {
    since: '您已离线，显示的是 {{time}} 的数据',
    plain: '您已离线。',
  },
  update: {
    available: '有新版本可用',
    reload: '重新加载',
  },
} satisfies ShellTexts;
