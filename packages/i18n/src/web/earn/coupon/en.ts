/**
 * English texts of the coupon screens (the earn module's financial experience vouchers: the coupon centre and my
 * coupons). Their own catalogue beside earn's, so the finance tab (which loads earn's) does not carry them. The type
 * the others satisfy.
 */
export const couponEn = {
  title: 'Coupons',
  center: 'Coupon centre',
  mine: 'My coupons',
  intro:
    'A financial experience voucher lets you try a mining product without paying anything. It pays you the yield of a notional amount over the product’s term. That amount is never yours and never leaves the campaign: only the yield is paid, into your mining account each day and on to your spot account at maturity. Closing early costs no penalty.',
  voucher: 'Experience voucher',
  product: 'Product',
  notional: 'Notional amount',
  term: 'Term',
  dailyRate: 'Daily rate',
  daily: 'Yield a day',
  value: 'Total yield',
  left: 'Left',
  leftOf: '{{left}} of {{total}}',
  claimUntil: 'Claim by',
  valid: 'Use within',
  validDays: '{{n}} days of claiming',
  what: 'You get the yield of {{amount}} for {{days}} days: {{value}} in all. The {{amount}} is not yours, and you pay nothing.',
  reserved: 'Its value is set aside from this campaign’s budget when you claim it.',
  claim: 'Claim',
  claimed: 'Claimed',
  gone: 'All claimed',
  claimDone: 'Claimed: it is in My coupons',
  noOffers: 'No coupon is offered right now',
  status: { usable: 'Usable', used: 'Used', expired: 'Expired' },
  none: { usable: 'No usable coupons', used: 'No used coupons', expired: 'No expired coupons' },
  expiresAt: 'Expires',
  usedAt: 'Used on',
  use: 'Use',
  useTitle: 'Use this voucher?',
  useNote:
    'This opens a mining order on the voucher. It pays you {{value}}, the yield of {{amount}} for {{days}} days: into your mining account each day, then to your spot account at maturity. The {{amount}} itself is not yours and is never paid to you. Closing the order early costs no penalty; you keep the yield already paid.',
  earlyClose: 'Closing early',
  noPenalty: 'No penalty',
  usedDone: 'Voucher used: mining order #{{id}} opened',
  opened: 'Mining order #{{id}} runs on your voucher and pays you {{value}}.',
  toOrders: 'My mining orders',
  order: 'Mining order #{{id}}',
  loginFirst: 'Log in to see your coupons',
  login: 'Log in',
};

export type CouponTexts = typeof couponEn;
