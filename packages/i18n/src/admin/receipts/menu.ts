import { defineMenuTexts } from '../menu';

/** The transparency screen's menu word in the 8 languages; it sits in the market group (whose word market gives). */
export const menuTexts = defineMenuTexts({
  en: { items: { transparency: 'Transparency' } },
  zh: { items: { transparency: '透明度' } },
  hk: { items: { transparency: '透明度' } },
  th: { items: { transparency: 'ความโปร่งใส' } },
  jp: { items: { transparency: '透明性' } },
  kor: { items: { transparency: '투명성' } },
  fra: { items: { transparency: 'Transparence' } },
  spa: { items: { transparency: 'Transparencia' } },
});
