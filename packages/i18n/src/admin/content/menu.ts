import { defineMenuTexts } from '../menu';

/** The content feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). */
export const menuTexts = defineMenuTexts({
  en: {
    groups: { content: 'Content' },
    items: { news: 'News', banners: 'Banners', faq: 'FAQ', pages: 'Pages' },
  },
  zh: {
    groups: { content: '内容' },
    items: { news: '公告', banners: '轮播图', faq: '常见问题', pages: '页面' },
  },
  hk: {
    groups: { content: '內容' },
    items: { news: '公告', banners: '輪播圖', faq: '常見問題', pages: '頁面' },
  },
  th: {
    groups: { content: 'เนื้อหา' },
    items: { news: 'ข่าวสาร', banners: 'แบนเนอร์', faq: 'คำถามที่พบบ่อย', pages: 'หน้าเพจ' },
  },
  jp: {
    groups: { content: 'コンテンツ' },
    items: { news: 'お知らせ', banners: 'バナー', faq: 'よくある質問', pages: 'ページ' },
  },
  kor: {
    groups: { content: '콘텐츠' },
    items: { news: '공지사항', banners: '배너', faq: '자주 묻는 질문', pages: '페이지' },
  },
  fra: {
    groups: { content: 'Contenu' },
    items: { news: 'Actualités', banners: 'Bannières', faq: 'FAQ', pages: 'Pages' },
  },
  spa: {
    groups: { content: 'Contenido' },
    items: { news: 'Noticias', banners: 'Banners', faq: 'Preguntas frecuentes', pages: 'Páginas' },
  },
});
