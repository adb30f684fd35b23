import type { ShellTexts } from './en';

export const shellKor = {
  tab: { home: '홈', market: '시세', trade: '거래', finance: '재테크', assets: '자산' },
  common: {
    loading: '로딩 중…',
    retry: '다시 시도',
    back: '뒤로',
    confirm: '확인',
    cancel: '취소',
    close: '닫기',
    more: '더 보기',
    empty: '아직 내용이 없습니다',
    error: '문제가 발생했습니다',
    loadFailed: '페이지를 불러오지 못했습니다.',
    loadTimeout: '로딩 시간이 너무 깁니다. 연결을 확인한 후 다시 시도하세요.',
    networkError: '네트워크 오류입니다. 다시 시도하세요',
    timeout: '요청 시간이 초과되었습니다. 다시 시도하세요',
    loginFirst: '먼저 로그인하세요',
    noMore: '더 이상 데이터가 없습니다',
    invalidUrl: '이 주소는 열 수 없습니다.',
    hostNotAllowed: '{{host}}은(는) 이 앱에서 표시할 수 있는 페이지가 아닙니다. 브라우저에서 열 수 있습니다.',
    openInBrowser: '브라우저에서 열기',
    notFound: '페이지를 찾을 수 없습니다',
    notFoundHint: '이 버전에서는 이 페이지를 사용할 수 없습니다.',
    backHome: '홈으로 돌아가기',
  },
  pull: {
    pulling: '아래로 당겨 새로고침',
    canRelease: '놓으면 새로고침',
    refreshing: '새로고침 중…',
    complete: '새로고침 완료',
  },
  home: {
    news: '뉴스',
    services: '서비스',
    language: '언어',
    fiat: '통화',
    announcement: '공지',
    viewDetails: '자세히 보기',
  },
  page: {
    language: '언어',
    fiat: '법정화폐',
  },
  time: {
    justNow: '방금 전',
    minutesAgo: '{{count}}분 전',
    hoursAgo: '{{count}}시간 전',
    daysAgo: '{{count}}일 전',
  },
  setting: {
    fiatHint: '금액이 이 통화로 표시됩니다.',
    selected: '선택됨',
  },
  offline: {
    since: '오프라인 상태입니다. {{time}} 기준 데이터를 표시합니다',
    plain: '오프라인 상태입니다.',
  },
  update: {
    available: '새 버전이 있습니다',
    reload: '새로고침',
  },
} satisfies ShellTexts;
