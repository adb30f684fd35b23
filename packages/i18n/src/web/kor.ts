import { accountsKor } from './accounts/kor';
import type { WebCatalogue } from './en';
import { marketKor } from './market/kor';
import { receiptsKor } from './receipts/kor';
import { spotKor } from './spot/kor';
import { walletKor } from './wallet/kor';

export const kor = {
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
    comingSoon: '이 섹션은 다음 릴리스에서 열립니다.',
    invalidUrl: '이 주소는 열 수 없습니다.',
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
    news: '뉴스',
    faq: '자주 묻는 질문',
    contactus: '문의하기',
    aboutus: '회사 소개',
    compliance: '운영 컴플라이언스',
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
  market: marketKor,
  accounts: accountsKor,
  spot: spotKor,
  wallet: walletKor,
  receipts: receiptsKor,
} satisfies WebCatalogue;
