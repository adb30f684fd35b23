import { FileTextOutlined, NotificationOutlined, PictureOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/content/menu';
import type { AdminFeature } from '../../shared/feature';

/** News, banners, FAQ and site pages in 8 languages: the server's `content` module. */
export const feature: AdminFeature = {
  name: 'content',
  texts: 'content',
  menuTexts,
  menu: [
    {
      group: 'content',
      items: [
        { section: 'news', label: 'news', path: 'news', icon: <NotificationOutlined /> },
        { section: 'banners', label: 'banners', path: 'banners', icon: <PictureOutlined /> },
        { section: 'faq', label: 'faq', path: 'faq', icon: <QuestionCircleOutlined /> },
        { section: 'pages', label: 'pages', path: 'pages', icon: <FileTextOutlined /> },
      ],
    },
  ],
  routes: [
    { section: 'news', path: 'news', load: () => import('./pages/news-page') },
    { section: 'banners', path: 'banners', load: () => import('./pages/banners-page') },
    { section: 'faq', path: 'faq', load: () => import('./pages/faq-page') },
    { section: 'pages', path: 'pages', load: () => import('./pages/content-pages-page') },
  ],
};
