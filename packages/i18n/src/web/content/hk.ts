import type { ContentTexts } from './en';

export const contentHk = {
  title: {
    news: '資訊',
    faq: '常見問題',
    contactus: '聯絡我們',
    aboutus: '關於我們',
    compliance: '營運合規',
  },
} satisfies ContentTexts;
