import type { CommonTexts } from './en';

/** Korean texts of the back office `common` screen (site settings). */
export const commonKor: CommonTexts = {
  settings: {
    title: '사이트 설정',
    siteName: '사이트 이름',
    logoUrl: '로고 URL',
    logoPlaceholder: 'https://… 또는 /static/…',
    logoPreview: '로고 미리보기',
    serviceLink: '고객센터 링크',
    serviceLinkExtra: '앱의 고객센터 버튼을 누르면 열립니다',
    servicePlaceholder: 'https://…',
    saved: '설정을 저장했습니다',
  },
};
