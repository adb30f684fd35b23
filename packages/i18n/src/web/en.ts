/**
 * English shell texts of the mobile web client: the tab bar, shared components, pull to refresh, home, the
 * settings pages, relative time, the offline banner and the update prompt. Every capability's texts live in their
 * own folder (accounts/, wallet/ ...). The shape of this object is the type every other language's shell satisfies.
 */
export const shellEn = {
  tab: { home: 'Home', market: 'Market', trade: 'Trade', finance: 'Finance', assets: 'Assets' },
  /** The trade tab's markets, one tap apart (each declared by its route: RouteDef.tradeMode). */
  tradeMode: { spot: 'Spot', contract: 'Futures', lever: 'Super leverage', stock: 'Stocks', seconds: 'Seconds' },
  common: {
    loading: 'Loading…',
    retry: 'Retry',
    back: 'Back',
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
    more: 'More',
    empty: 'Nothing here yet',
    error: 'Something went wrong',
    loadFailed: 'This page could not be loaded.',
    loadTimeout: 'Loading is taking too long. Check your connection and try again.',
    networkError: 'Network error, please try again',
    timeout: 'The request timed out, please try again',
    loginFirst: 'Please log in first',
    noMore: 'No more data',
    invalidUrl: 'This address cannot be opened.',
    hostNotAllowed: '{{host}} is not one of the pages this app shows inside. You can open it in your browser.',
    openInBrowser: 'Open in browser',
    notFound: 'Page not found',
    notFoundHint: 'This page is not available in this version.',
    backHome: 'Back to home',
  },
  pull: {
    pulling: 'Pull down to refresh',
    canRelease: 'Release to refresh',
    refreshing: 'Refreshing…',
    complete: 'Refreshed',
  },
  home: {
    news: 'News',
    services: 'Services',
    language: 'Language',
    fiat: 'Currency',
    announcement: 'Announcement',
    viewDetails: 'View details',
  },
  page: {
    language: 'Language',
    fiat: 'Fiat currency',
  },
  time: {
    justNow: 'just now',
    minutesAgo: '{{count}} min ago',
    hoursAgo: '{{count}} h ago',
    daysAgo: '{{count}} d ago',
  },
  setting: {
    fiatHint: 'Amounts are shown in this currency.',
    selected: 'Selected',
  },
  offline: {
    since: 'You are offline. Showing data from {{time}}',
    plain: 'You are offline.',
  },
  update: {
    available: 'A new version is available',
    reload: 'Reload',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every shell catalogue has: the same keys as English, each a string. */
export type ShellTexts = Widen<typeof shellEn>;
