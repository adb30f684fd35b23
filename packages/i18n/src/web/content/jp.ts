import type { ContentTexts } from './en';

export const contentJp = {
  title: {
    news: 'ニュース',
    faq: 'よくある質問',
    contactus: 'お問い合わせ',
    aboutus: '会社概要',
    compliance: '運営コンプライアンス',
  },
} satisfies ContentTexts;
