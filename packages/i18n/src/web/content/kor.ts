import type { ContentTexts } from './en';

export const contentKor = {
  title: {
    news: '뉴스',
    faq: '자주 묻는 질문',
    contactus: '문의하기',
    aboutus: '회사 소개',
    compliance: '운영 컴플라이언스',
  },
} satisfies ContentTexts;
