/**
 * English texts of the back office's `content` capability screens: news (and pop-up ads), banners, FAQ and the
 * information pages, with their edit drawers. Loaded with the first of these screens. The shape of this object is
 * the type the other languages satisfy. (The content itself is written per language in the drawers' tabs.)
 */
export const contentEn = {
  /** Column headers and form labels the screens share. */
  fields: {
    id: 'ID',
    image: 'Image',
    title: 'Title',
    titleEn: 'Title (en)',
    link: 'Link',
    category: 'Category',
    sort: 'Sort',
    published: 'Published',
    languages: 'Languages',
    createdAt: 'Created (UTC)',
    content: 'Content',
    imageUrl: 'Image URL',
    urlPlaceholder: 'https://… or /static/…',
  },
  /** Published state and pop-up flag tags. */
  tags: {
    published: 'Published',
    hidden: 'Hidden',
    draft: 'Draft',
    popUp: 'Pop-up',
    no: 'No',
  },
  news: {
    title: 'News',
    all: 'All news',
    pop: 'Pop-up ads',
    popNote:
      'Pop-up ads are news items with the pop-up flag; the app shows the newest published one on its home screen. Listed from the newest 100 items.',
    empty: 'No news yet',
    emptyPop: 'No pop-up ads',
    popUp: 'Pop-up',
    what: 'this news item',
    createTitle: 'Create news',
    editTitle: 'Edit news #{{id}}',
    viewTitle: 'View news #{{id}}',
    thumbnailUrl: 'Thumbnail URL',
    thumbnailPreview: 'Thumbnail preview',
    popAd: 'Pop-up ad',
    popTooltip: "Shown once as a pop-up on the app's home",
    abstract: 'Abstract',
    created: 'News created',
    updated: 'News updated',
    deleted: 'News deleted',
  },
  banners: {
    title: 'Banners',
    empty: 'No banners yet',
    what: 'this banner',
    createTitle: 'Create banner',
    editTitle: 'Edit banner #{{id}}',
    viewTitle: 'View banner #{{id}}',
    linkExtra: 'Where a tap on the banner goes (optional)',
    linkPlaceholder: '/path or https://…',
    created: 'Banner created',
    updated: 'Banner updated',
    deleted: 'Banner deleted',
  },
  faq: {
    title: 'FAQ',
    empty: 'No FAQ entries yet',
    what: 'this FAQ entry',
    questionEn: 'Question (en)',
    question: 'Question',
    answer: 'Answer',
    createTitle: 'Create FAQ entry',
    editTitle: 'Edit FAQ #{{id}}',
    viewTitle: 'View FAQ #{{id}}',
    created: 'FAQ entry created',
    updated: 'FAQ entry updated',
    deleted: 'FAQ entry deleted',
  },
  pages: {
    title: 'Pages',
    page: 'Page',
    key: 'Key',
    empty: 'No pages',
    editTitle: 'Edit page: {{name}}',
    viewTitle: 'View page: {{name}}',
    saved: 'Page saved',
    /** The three fixed information pages, by their key. */
    names: {
      contactus: 'Contact us',
      aboutus: 'About us',
      operational_compliance: 'Operational compliance',
    },
  },
};

export type ContentTexts = typeof contentEn;
