import type { ContentTexts } from './en';

export const contentZh = {
  title: {
    news: '资讯',
    faq: '常见问题',
    contactus: '联系我们',
    aboutus: '关于我们',
    compliance: '运营合规',
  },
} satisfies ContentTexts;
