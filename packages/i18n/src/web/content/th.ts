import type { ContentTexts } from './en';

export const contentTh = {
  title: {
    news: 'ข่าวสาร',
    faq: 'คำถามที่พบบ่อย',
    contactus: 'ติดต่อเรา',
    aboutus: 'เกี่ยวกับเรา',
    compliance: 'การปฏิบัติตามกฎระเบียบ',
  },
} satisfies ContentTexts;
