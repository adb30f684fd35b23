import type { ContentTexts } from './en';

export const contentSpa = {
  title: {
    news: 'Noticias',
    faq: 'Preguntas frecuentes',
    contactus: 'Contacto',
    aboutus: 'Quiénes somos',
    compliance: 'Cumplimiento operativo',
  },
} satisfies ContentTexts;
