/** English texts of the content pages (news, FAQ, contact, about, compliance). The type source. */
export const contentEn = {
  title: {
    news: 'News',
    faq: 'FAQ',
    contactus: 'Contact us',
    aboutus: 'About us',
    compliance: 'Operational compliance',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every content catalogue has. */
export type ContentTexts = Widen<typeof contentEn>;
