import { describe, expect, it } from 'vitest';
import { setKnownRoutes } from '../../lib/routes-registry';
import { shortcutTarget, visibleShortcuts } from '../home/shortcut-list';
import * as P from './model/paths';
import { routes } from './routes';

describe('earn routes', () => {
  it('are the paths the links use; the finance screen is the tab, my orders and positions need a login', () => {
    expect(routes.map((r) => r.path)).toEqual([
      P.FINANCE_PATH,
      P.MINING_PATH,
      P.MINING_BUY_PATH,
      P.MINING_ORDERS_PATH,
      P.MINING_WELCOME_PATH,
      P.INVEST_PATH,
      P.INVEST_PURCHASE_PATH,
      P.INVEST_MINE_PATH,
      P.INVEST_HELP_PATH,
      P.IEO_PATH,
      P.IEO_SUBSCRIBE_PATH,
      P.IEO_ORDERS_PATH,
      P.COUPON_PATH,
    ]);
    expect(routes.filter((r) => r.auth).map((r) => r.path)).toEqual([
      P.MINING_ORDERS_PATH,
      P.INVEST_MINE_PATH,
      P.IEO_ORDERS_PATH,
    ]);
    expect(routes[0]?.tab).toBe('finance');
    expect(P.miningBuyHref(3)).toBe('/pages/lockming/buy?id=3');
    expect(P.investPurchaseHref(2)).toBe('/pages/invest/purchase?id=2');
    expect(P.miningKindHref('defi')).toBe('/pages/lockming/lockming?kind=defi');
    expect(P.ieoSubscribeHref(4)).toBe('/pages/ieo/subscribe?id=4');
    expect(P.ieoOrdersHref()).toBe('/pages/ieo/order');
    expect(P.ieoOrdersHref(4)).toBe('/pages/ieo/order?id=4');
    expect(P.COUPON_PATH).toBe('/pages/setting/coupon');
    expect(P.myCouponsHref()).toBe('/pages/setting/coupon?tab=mine');
    expect(P.myCouponsHref('used')).toBe('/pages/setting/coupon?tab=mine&status=used');
  });
});

describe('the home shortcut to IEO', () => {
  it('opens the IEO list: the menu’s route is one of these, so the grid shows it once the server offers it', () => {
    setKnownRoutes(routes);
    const ieo = { key: 'ieo', name: 'IEO', route: '/pages/ieo/ieo', icon: '', available: true };
    expect(shortcutTarget(ieo)).toBe(P.IEO_PATH);
    expect(visibleShortcuts([ieo, { ...ieo, key: 'nft', route: '/pages/nft/nft' }]).map((i) => i.key)).toEqual(['ieo']);
    expect(visibleShortcuts([{ ...ieo, available: false }])).toEqual([]);
  });
});

describe('the home shortcut to the coupon centre', () => {
  it('opens the coupon screen (signed out too: the centre needs no login), once the server offers it', () => {
    setKnownRoutes(routes);
    const coupon = { key: 'coupon', name: 'Coupon', route: '/pages/setting/coupon', icon: '', available: true };
    expect(shortcutTarget(coupon)).toBe(P.COUPON_PATH);
    expect(routes.find((r) => r.path === P.COUPON_PATH)?.auth).toBeUndefined();
    expect(visibleShortcuts([coupon]).map((i) => i.key)).toEqual(['coupon']);
    expect(visibleShortcuts([{ ...coupon, available: false }])).toEqual([]);
  });
});
