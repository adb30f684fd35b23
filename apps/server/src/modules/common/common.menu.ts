/**
 * The home shortcut grid (spec §2 "Home"): every shortcut with the spec's route. `available` says whether the
 * product behind it exists in this build; the client shows only available ones. Feature issues flip their flag.
 */
import type { MenuItem } from '@app/api';
import type { Lang } from '@app/i18n';
import { type ServerKey, t } from '@app/i18n/server';

type Shortcut = { key: string; route: string; available: boolean };

const SHORTCUTS: Shortcut[] = [
  { key: 'recharge', route: '/pages/fund/select?type=recharge', available: true },
  { key: 'withdraw', route: '/pages/fund/select?type=withdraw', available: true },
  { key: 'transfer', route: '/pages/fund/fundTransfer', available: true },
  { key: 'exchange', route: '/pages/fund/exchange', available: true },
  { key: 'bills', route: '/pages/setting/bill', available: true },
  { key: 'stock', route: '/pages/transaction/index2', available: true },
  { key: 'futures', route: '/pages/transaction/futrues', available: true },
  { key: 'lever', route: '/pages/transaction/contract', available: true },
  { key: 'options', route: '/pages/transaction/seconds_order', available: true },
  { key: 'copytrade', route: '/pages/copytrade/copy', available: false },
  { key: 'financial', route: '/pages/financial/index', available: true },
  { key: 'mining', route: '/pages/lockming/lockming', available: true },
  { key: 'invest', route: '/pages/invest/invest', available: true },
  { key: 'ieo', route: '/pages/ieo/ieo', available: true },
  { key: 'nft', route: '/pages/nft/nft', available: false },
  { key: 'otc', route: '/pages/otc/otc', available: false },
  { key: 'quickbuy', route: '/pages/otc/otc?type=quick', available: false },
  { key: 'borrowing', route: '/pages/common/borrowing', available: false },
  { key: 'coupon', route: '/pages/setting/coupon', available: true },
  { key: 'game', route: '/pages/game/game', available: false },
  { key: 'chat', route: '/pages/kefu/index', available: false },
  { key: 'news', route: '/pages/common/article', available: true },
  { key: 'faq', route: '/pages/common/faq', available: true },
  { key: 'aboutus', route: '/pages/common/aboutus', available: true },
  { key: 'contactus', route: '/pages/common/contactus', available: true },
];

export function menu(lang: Lang): MenuItem[] {
  return SHORTCUTS.map((s) => ({
    key: s.key,
    name: t(lang, `menu.${s.key}` as ServerKey),
    route: s.route,
    // One sprite for the grid (public/menu/icons.svg): each key is a view in it, so the grid costs one request.
    icon: `/static/menu/icons.svg#${s.key}`,
    available: s.available,
  }));
}
