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
    webviewHosts: '앱 안에서 표시할 수 있는 페이지',
    webviewHostsExtra:
      '호스트 이름만 입력합니다(help.example.com, 하위 도메인은 *.example.com). 다른 사이트 링크는 앱 밖에서 열립니다.',
    webviewHostBad: 'help.example.com 또는 *.example.com 같은 호스트 이름을 입력하세요',
    servicePlaceholder: 'https://…',
    saved: '설정을 저장했습니다',
  },
};
