import type { ContentTexts } from './en';

export const contentFra = {
  title: {
    news: 'Actualités',
    faq: 'FAQ',
    contactus: 'Nous contacter',
    aboutus: 'À propos',
    compliance: 'Conformité opérationnelle',
  },
} satisfies ContentTexts;
