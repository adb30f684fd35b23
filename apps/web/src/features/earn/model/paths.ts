/**
 * Routes of the earn screens (spec §2 `financial`, `lockming`, `invest`, `ieo`, `setting/coupon`) and the links to them. No texts and no
 * components here, so other features (the assets tab) can link without pulling the screens into their chunks.
 */
export const FINANCE_PATH = '/pages/financial/index';
export const MINING_PATH = '/pages/lockming/lockming';
export const MINING_BUY_PATH = '/pages/lockming/buy';
export const MINING_ORDERS_PATH = '/pages/lockming/order';
export const MINING_WELCOME_PATH = '/pages/lockming/welcome';
export const INVEST_PATH = '/pages/invest/invest';
export const INVEST_PURCHASE_PATH = '/pages/invest/purchase';
export const INVEST_MINE_PATH = '/pages/invest/mine';
export const INVEST_HELP_PATH = '/pages/invest/help';
export const IEO_PATH = '/pages/ieo/ieo';
export const IEO_SUBSCRIBE_PATH = '/pages/ieo/subscribe';
export const IEO_ORDERS_PATH = '/pages/ieo/order';
/** The coupon centre and my coupons (spec §2 lists it under `setting`). */
export const COUPON_PATH = '/pages/setting/coupon';

const withId = (path: string, id: number | string) => `${path}?id=${encodeURIComponent(String(id))}`;
export const miningBuyHref = (id: number | string): string => withId(MINING_BUY_PATH, id);
export const investPurchaseHref = (id: number | string): string => withId(INVEST_PURCHASE_PATH, id);
export const ieoSubscribeHref = (id: number | string): string => withId(IEO_SUBSCRIBE_PATH, id);
/** My subscriptions, all or those of one project. */
export const ieoOrdersHref = (projectId?: number): string =>
  projectId === undefined ? IEO_ORDERS_PATH : withId(IEO_ORDERS_PATH, projectId);
/** The mining list on one kind (locked, cloud, defi). */
export const miningKindHref = (kind: string): string => `${MINING_PATH}?kind=${encodeURIComponent(kind)}`;
/** The coupon screen on My coupons (of one status: usable unless given). */
export const myCouponsHref = (status?: string): string =>
  `${COUPON_PATH}?tab=mine${status ? `&status=${encodeURIComponent(status)}` : ''}`;
