/**
 * Server texts of the common module: the home shortcut grid (GET /menu) and the site settings.
 * English is the source: every other language of this folder has exactly these keys.
 */
export const en = {
  // Home shortcut grid (common.menu.ts)
  'menu.recharge': 'Deposit',
  'menu.withdraw': 'Withdraw',
  'menu.transfer': 'Transfer',
  'menu.exchange': 'Exchange',
  'menu.bills': 'Bills',
  'menu.stock': 'Stocks',
  'menu.futures': 'Futures',
  'menu.lever': 'Leverage',
  'menu.options': 'Options',
  'menu.copytrade': 'Copy trade',
  'menu.financial': 'Finance',
  'menu.mining': 'Mining',
  'menu.invest': 'Invest',
  'menu.ieo': 'IEO',
  'menu.nft': 'NFT',
  'menu.otc': 'OTC',
  'menu.quickbuy': 'Buy crypto',
  'menu.borrowing': 'Borrow',
  'menu.coupon': 'Coupons',
  'menu.game': 'Game',
  'menu.chat': 'Chat room',
  'menu.news': 'News',
  'menu.faq': 'FAQ',
  'menu.aboutus': 'About us',
  'menu.contactus': 'Contact us',

  // Field labels
  'field.keyword': 'setting name',
  'field.site_name': 'site name',
  'field.site_logo': 'site logo',
  'field.service_link': 'customer service link',
};
