import type { AdminRole } from '@app/api';
import message from 'antd/es/message';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { visibleMenu } from '../../app/menu';
import { signedInRoutes } from '../../app/signed-in';
import type {
  Accruals,
  Campaign,
  ClaimedCoupon,
  CouponTemplate,
  DualOrder,
  DualProduct,
  EarnCoin,
  IeoOrder,
  IeoProject,
  MiningOrder,
  Product,
} from './api/types';
import {
  byId,
  called,
  calls,
  click,
  errors,
  input,
  mockServer,
  paged,
  pick,
  render,
  server,
  signIn,
  type,
  until,
  writes,
} from './earn.test-kit';
import { feature } from './routes';

// The earn screens through the real route table (the signed-in layout, the section guard, the lazy page and its
// texts), against a mocked server (earn.test-kit): what each screen asks for, what it sends, what it shows, and who
// may open it.

vi.mock('antd/es/message', () => ({ default: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

const COINS: EarnCoin[] = [
  { code: 'BTC', name: 'Bitcoin', scale: 8 },
  { code: 'USDT', name: 'Tether', scale: 6 },
];
const CAMPAIGN: Campaign = {
  id: 1,
  name: 'Launch yield',
  note: 'Paid from the operator budget',
  translations: {},
  missing_langs: [],
  currency: 'USDT',
  scale: 6,
  remaining: '49980',
  funded: '50000',
  withdrawn: '0',
  reserved: '20',
  paid: '4',
  penalties: '24',
  products: 5,
  active_orders: 1,
  created_at: '2025-01-02 03:04:05',
};
const BTC_CAMPAIGN: Campaign = {
  ...CAMPAIGN,
  id: 2,
  name: 'Spring BTC',
  note: '',
  translations: { zh: { name: '春季 BTC' } },
  missing_langs: ['hk', 'th', 'jp', 'kor', 'fra', 'spa'],
  currency: 'BTC',
  scale: 8,
  remaining: '1.25',
  funded: '1.5',
  withdrawn: '0.25',
  reserved: '0',
  paid: '0',
  penalties: '0',
  products: 0,
  active_orders: 0,
};
const PRODUCT: Product = {
  id: 1,
  kind: 'locked',
  name: 'USDT 5 days',
  currency: 'USDT',
  scale: 6,
  days: 5,
  daily_rate: '0.003',
  daily_percent: '0.3',
  min: '100',
  max: '10000',
  penalty_rate: '0.004',
  penalty_percent: '0.4',
  campaign_id: 1,
  campaign_name: 'Launch yield',
  enabled: true,
  intro: '',
  translations: {},
  missing_langs: [],
  term_yield_per_1000: '15',
  penalty_per_day_per_1000: '4',
  active_orders: 1,
  created_at: '2025-01-02 03:04:05',
  updated_at: '2025-01-02 03:04:05',
};
const CLOUD: Product = {
  ...PRODUCT,
  id: 4,
  kind: 'cloud',
  name: 'Cloud miner 30 days',
  days: 30,
  daily_rate: '0.0025',
  daily_percent: '0.25',
  max: null,
  enabled: false,
  term_yield_per_1000: '75',
  penalty_per_day_per_1000: '5',
  active_orders: 0,
};

const RECEIPT = '0123456789abcdef0123456789abcdef';
const order = (over: Partial<MiningOrder>): MiningOrder => ({
  id: 7,
  user_id: 9,
  user: 'saver@example.com',
  product_id: 1,
  product_name: 'USDT 5 days',
  kind: 'locked',
  campaign_id: 1,
  currency: 'USDT',
  amount: '1000',
  daily_rate: '0.003',
  days: 5,
  earned_days: 2,
  earned: '6',
  reserved: '15',
  penalty: '0',
  state: 'active',
  start_at: '2025-01-03 00:00:00',
  end_at: '2025-01-08 00:00:00',
  created_at: '2025-01-02 03:04:05',
  closed_at: null,
  receipts: [{ id: RECEIPT, kind: 'earn.mining.yield' }],
  ...over,
});
const ACTIVE = order({});
const REDEEMED = order({
  id: 8,
  state: 'redeemed',
  penalty: '12',
  closed_at: '2025-01-05 10:00:00',
  receipts: [
    { id: 'r-redeem', kind: 'earn.mining.redeem' },
    { id: 'r-y3', kind: 'earn.mining.yield' },
    { id: 'r-y2', kind: 'earn.mining.yield' },
    { id: 'r-y1', kind: 'earn.mining.yield' },
  ],
});

const ACCRUALS: Accruals = {
  today: '2025-01-05',
  days: [
    {
      day: '2025-01-05',
      currency: 'USDT',
      yield_paid: '6',
      accruals: 2,
      matured: 1,
      principal_back: '1000',
      redeemed: 1,
      penalties: '12',
    },
    {
      day: '2025-01-04',
      currency: 'USDT',
      yield_paid: '3',
      accruals: 1,
      matured: 0,
      principal_back: '0',
      redeemed: 0,
      penalties: '0',
    },
  ],
  open: [{ currency: 'USDT', orders: 3, principal: '3000', unearned: '27' }],
  sweepers: [
    {
      name: 'earn.mining',
      lag_ms: 0,
      backlog: 0,
      settled: 12,
      failed: 0,
      last_run_at: Date.UTC(2025, 0, 5, 10),
      last_error: null,
    },
    {
      name: 'earn.dual',
      lag_ms: 125_000,
      backlog: 3,
      settled: 1,
      failed: 2,
      last_run_at: null,
      last_error: 'no price',
    },
  ],
};

const IEO: IeoProject = {
  id: 3,
  title: 'DOT launch',
  translations: {},
  missing_langs: [],
  summary: 'A round',
  content: '',
  logo: '',
  token: 'DOT',
  token_scale: 8,
  pay_currency: 'USDT',
  pay_scale: 6,
  price: '5',
  supply: '100',
  min: '1',
  user_limit: '80',
  starts_at: '2025-01-02 00:00:00',
  ends_at: '2025-01-09 00:00:00',
  starts_ms: Date.UTC(2025, 0, 2),
  ends_ms: Date.UTC(2025, 0, 9),
  deliver_at: '2025-01-11 00:00:00',
  lock_days: 2,
  mode: 'pro_rata',
  whitepaper: '',
  website: '',
  enabled: true,
  phase: 'done',
  applied: '40',
  applicants: 2,
  passed: 2,
  progress: '40',
  allocated: '40',
  proceeds: '200',
  state: 'allocated',
  balance_token: '40',
  balance_pay: '0',
  created_at: '2025-01-01 00:00:00',
};
const IEO_ORDER: IeoOrder = {
  id: 11,
  user_id: 9,
  user: 'saver@example.com',
  project_id: 3,
  title: 'DOT launch',
  token: 'DOT',
  pay_currency: 'USDT',
  price: '5',
  asked: '30',
  paid: '150',
  allocated: '7.5',
  kept: '37.5',
  refund: '112.5',
  state: 'allocated',
  deliver_at: '2025-01-11 00:00:00',
  created_at: '2025-01-03 00:00:00',
  delivered_at: null,
  receipt_id: RECEIPT,
};

const COUPON: CouponTemplate = {
  id: 5,
  title: 'Welcome voucher',
  translations: {},
  missing_langs: [],
  product_id: 1,
  product_name: 'USDT 5 days',
  kind: 'locked',
  currency: 'USDT',
  scale: 6,
  amount: '1000',
  days: 5,
  daily_rate: '0.003',
  campaign_id: 1,
  campaign_name: 'Launch yield',
  value: '15',
  total: 10,
  claimed: 3,
  claim_from: '2025-01-01 00:00:00',
  claim_until: '2025-01-31 00:00:00',
  claim_from_ms: Date.UTC(2025, 0, 1),
  claim_until_ms: Date.UTC(2025, 0, 31),
  valid_days: 7,
  enabled: true,
  usable: 1,
  used: 1,
  expired: 1,
  created_at: '2025-01-01 00:00:00',
};
const CLAIMED: ClaimedCoupon = {
  id: 21,
  user_id: 9,
  user: 'saver@example.com',
  template_id: 5,
  title: 'Welcome voucher',
  product_id: 1,
  currency: 'USDT',
  amount: '1000',
  days: 5,
  daily_rate: '0.003',
  value: '15',
  state: 'used',
  expires_at: '2025-01-09 00:00:00',
  created_at: '2025-01-02 00:00:00',
  closed_at: '2025-01-03 00:00:00',
  order_id: 77,
};

const DUAL: DualProduct = {
  id: 6,
  name: 'BTC-08JAN25-60000-C',
  coin: 'BTC',
  quote: 'USDT',
  type: 'call',
  strike: '60000',
  apr: '0.365',
  apr_percent: '36.5',
  unit: '0.1',
  pay_currency: 'BTC',
  pay_scale: 8,
  total_shares: 10,
  sold_shares: 2,
  remaining_shares: 8,
  progress: '20',
  user_limit: 5,
  sales_end: '2025-01-02 00:00:00',
  settles_at: '2025-01-08 08:00:00',
  sales_end_ms: Date.UTC(2025, 0, 2),
  settles_ms: Date.UTC(2025, 0, 8, 8),
  days: 7,
  phase: 'selling',
  on_sale: true,
  enabled: true,
  campaign_id: 2,
  campaign_name: 'Spring BTC',
  campaign_remaining: '1.25',
  yield_per_share: '0.0007',
  unsold_yield: '0.0056',
  reserved: '0.0014',
  orders: 1,
  open_orders: 1,
  last_price: '61000',
  created_at: '2025-01-01 00:00:00',
};
const DUAL_ORDER: DualOrder = {
  id: 31,
  user_id: 9,
  user: 'saver@example.com',
  product_id: 6,
  name: 'BTC-08JAN25-60000-C',
  campaign_id: 2,
  coin: 'BTC',
  quote: 'USDT',
  type: 'call',
  strike: '60000',
  apr: '0.365',
  shares: 2,
  paid: '0.2',
  pay_currency: 'BTC',
  reserved: '0.0014',
  days: 7,
  settles_at: '2025-01-08 08:00:00',
  state: 'success',
  settle_price: '61000',
  settle_time: '2025-01-08 08:00:01',
  branch: 'call_quote',
  payout: '12084',
  payout_currency: 'USDT',
  created_at: '2025-01-01 10:00:00',
  settled_at: '2025-01-08 08:00:02',
  receipt_id: RECEIPT,
};

/** The mocked server: `/api/admin<path>` → its answer (`server.answers`, reset before each test). */
const ANSWERS: Record<string, (url: URL) => unknown> = {
  '/me': () => null,
  '/earn/coins': () => COINS,
  '/earn/campaigns': () => [CAMPAIGN, BTC_CAMPAIGN],
  '/earn/products': () => [PRODUCT, CLOUD],
  '/earn/orders': (u) => paged([ACTIVE, REDEEMED], Number(u.searchParams.get('page')), 20),
  '/earn/accruals': () => ACCRUALS,
  '/earn/dual': () => [DUAL],
  '/earn/dual/orders': (u) => paged([DUAL_ORDER], Number(u.searchParams.get('page')), 20),
  '/earn/ieo': () => [IEO],
  '/earn/ieo/orders': (u) => paged([IEO_ORDER], Number(u.searchParams.get('page')), 20),
  '/earn/coupons': () => [COUPON],
  '/earn/coupons/claimed': (u) => paged([CLAIMED], Number(u.searchParams.get('page')), 20),
};

mockServer({
  appRoutes: () => signedInRoutes([feature]),
  answers: ANSWERS,
  saved: (path, body) => {
    if (path.startsWith('/earn/products')) return { ...PRODUCT, ...body };
    if (path.startsWith('/earn/dual')) return { ...DUAL, ...body };
    if (path.startsWith('/earn/ieo')) return { ...IEO, ...body };
    if (path.startsWith('/earn/coupons')) return { ...COUPON, ...body };
    const id = Number(path.split('/')[3]);
    const campaign = [CAMPAIGN, BTC_CAMPAIGN].find((c) => c.id === id) ?? { ...BTC_CAMPAIGN, id: 3 };
    return { ...campaign, ...body };
  },
});

describe('earn menu and screens by role', () => {
  const entries = (role: AdminRole) =>
    visibleMenu(role, [feature]).flatMap((g) => g.items.map((i) => `${g.group}:${i.path}`));

  it('shows super and finance every entry, support the subscriptions, content nothing', () => {
    const all = ['earn:earn-campaigns', 'earn:earn-products', 'earn:earn-orders'];
    expect(entries('super')).toEqual(all);
    expect(entries('finance')).toEqual(all);
    expect(entries('support')).toEqual(['earn:earn-orders']);
    expect(entries('content')).toEqual([]);
  });

  it.each([
    ['support', '/earn-campaigns', '/earn/campaigns'],
    ['support', '/earn-campaigns/accruals', '/earn/accruals'],
    ['support', '/earn-products', '/earn/products'],
    ['content', '/earn-orders', '/earn/orders'],
    ['support', '/earn-products/dual', '/earn/dual'],
    ['content', '/earn-orders/dual', '/earn/dual/orders'],
    ['support', '/earn-products/ieo', '/earn/ieo'],
    ['content', '/earn-orders/ieo', '/earn/ieo/orders'],
    ['support', '/earn-products/coupons', '/earn/coupons'],
    ['content', '/earn-orders/coupons', '/earn/coupons/claimed'],
  ] as const)('turns %s away from %s before asking the server', async (role, path, call) => {
    signIn(role);
    const { container } = await render(path);
    expect(await until(() => container.textContent?.includes('Not available'))).toBe(true);
    expect(called(call)).toEqual([]);
  });
});

describe('campaigns (finance)', () => {
  it('lists each budget with its balance, reservations, yield paid and moves', async () => {
    signIn('finance');
    await render('/earn-campaigns');
    const row = await until(() => byId('earn-campaign-row-1'));
    expect(row?.textContent).toContain('Launch yield');
    expect(row?.textContent).toContain('Paid from the operator budget');
    expect(byId('earn-campaign-remaining-1')?.textContent).toBe('49980 USDT');
    expect(row?.textContent).toContain('20 USDT');
    expect(row?.textContent).toContain('penalties back 24');
    expect(row?.textContent).toContain('funded 50000 · taken back 0');
    expect(byId('earn-campaign-row-2')?.textContent).toContain('funded 1.5 · taken back 0.25');
    expect(byId('earn-campaign-fund-1')).not.toBeNull();
    expect(byId('earn-campaigns-tab-accruals')).not.toBeNull();
    // Which languages read the English (issue 29 item 20): none for one, six for the other.
    expect(byId('earn-campaign-langs-1')?.textContent).toBe('All languages');
    expect(byId('earn-campaign-langs-2')?.textContent).toBe('English shown in: hk, th, jp, kor, fra, spa');
  });

  it('creates a campaign in a wallet coin, checked like the server', async () => {
    signIn('finance');
    await render('/earn-campaigns');
    await until(() => byId('earn-campaign-create'));
    click('earn-campaign-create');
    const name = await until(() => input('earn-campaign-name'));
    click('earn-campaign-save');
    await until(() => errors().length >= 2);
    expect(errors()).toEqual(['A name of 1 to 80 characters', 'Choose a coin']);
    expect(writes()).toEqual([]);

    type(name, ' Spring BTC ');
    await pick('earn-campaign-currency', 'BTC');
    type(input('earn-campaign-note'), 'Paid by us');
    // A text per language, each tab marked while users of its language would read the English.
    expect(byId('earn-campaign-lang-tab-zh')?.getAttribute('data-missing')).toBe('true');
    type(input('earn-campaign-name-zh'), '春季 BTC');
    type(input('earn-campaign-note-zh'), '由我们支付');
    await until(() => byId('earn-campaign-lang-tab-zh')?.getAttribute('data-missing') === 'false');
    expect(byId('earn-campaign-lang-tab-th')?.getAttribute('data-missing')).toBe('true');
    expect(byId('earn-campaign-lang-tab-th')?.textContent).toContain('English shown');
    click('earn-campaign-save');
    await until(() => writes().length > 0);
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/earn/campaigns',
        body: {
          name: 'Spring BTC',
          currency: 'BTC',
          note: 'Paid by us',
          translations: { zh: { name: '春季 BTC', note: '由我们支付' } },
        },
      },
    ]);
  });

  it('edits the name and note only: the coin never changes', async () => {
    signIn('finance');
    await render('/earn-campaigns');
    await until(() => byId('earn-campaign-edit-1'));
    click('earn-campaign-edit-1');
    const name = await until(() => input('earn-campaign-name'));
    expect(name?.value).toBe('Launch yield');
    expect(byId('earn-campaign-currency')?.closest('.ant-select')?.className).toContain('disabled');
    type(name, 'Launch');
    click('earn-campaign-save');
    await until(() => writes().length > 0);
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/earn/campaigns/1',
        body: { name: 'Launch', note: 'Paid from the operator budget', translations: {} },
      },
    ]);
  });

  it('funds after a confirmation that spells out the entry and the balance before and after', async () => {
    signIn('finance');
    await render('/earn-campaigns');
    await until(() => byId('earn-campaign-fund-1'));
    click('earn-campaign-fund-1');
    const amount = await until(() => input('earn-move-amount'));
    type(amount, '0.0000001');
    click('earn-move-ok');
    await until(() => errors().length > 0);
    expect(errors()).toEqual(['An amount above 0 with at most 6 decimals']);

    type(amount, '1000.5');
    click('earn-move-ok');
    const confirm = await until(() => byId('earn-move-confirm'));
    expect(confirm?.textContent).toContain('Campaign account campaign_1 (USDT)');
    expect(confirm?.textContent).toContain('+1000.5');
    expect(confirm?.textContent).toContain('Outside the books (external, USDT)');
    expect(byId('earn-move-remaining-now')?.textContent).toBe('49980 USDT');
    expect(byId('earn-move-remaining-after')?.textContent).toBe('50980.5 USDT');
    expect(byId('earn-move-ok')?.textContent).toBe('Fund 1000.5 USDT');
    expect(writes()).toEqual([]);
    click('earn-move-ok');
    await until(() => writes().length > 0);
    expect(writes()).toEqual([{ method: 'POST', path: '/earn/campaigns/1/fund', body: { amount: '1000.5' } }]);
  });

  it('takes back at most what no subscription reserved, and shows a refusal of the server', async () => {
    signIn('super');
    await render('/earn-campaigns');
    await until(() => byId('earn-campaign-withdraw-1'));
    click('earn-campaign-withdraw-1');
    const amount = await until(() => input('earn-move-amount'));
    expect(document.body.textContent).toContain('At most 49980 USDT');
    type(amount, '49980.000001');
    click('earn-move-ok');
    await until(() => errors().length > 0);
    expect(errors()).toEqual(['At most 49980: the rest is reserved by running subscriptions']);

    type(amount, '49980');
    click('earn-move-ok');
    await until(() => byId('earn-move-confirm'));
    expect(byId('earn-move-remaining-after')?.textContent).toBe('0 USDT');
    expect(byId('earn-move-ok')?.textContent).toBe('Take back 49980 USDT');
    server.refusal =
      'Only 49970 of this campaign is not reserved by running subscriptions: at most that can be taken back';
    click('earn-move-ok');
    await until(() => vi.mocked(message.error).mock.calls.length > 0);
    expect(vi.mocked(message.error)).toHaveBeenCalledWith(server.refusal);
    expect(byId('earn-move-confirm')).not.toBeNull();
  });

  it('shows an error that stays, instead of an empty list, when the campaigns cannot be read', async () => {
    delete server.answers['/earn/campaigns'];
    signIn('finance');
    await render('/earn-campaigns');
    const error = await until(() => byId('earn-load-error'));
    expect(error?.textContent).toContain('no /earn/campaigns');
  });
});

describe('accruals (finance)', () => {
  it('shows the sweepers, the running subscriptions and each day’s payouts', async () => {
    signIn('finance');
    await render('/earn-campaigns/accruals');
    const day = await until(() => byId('earn-accrual-row-2025-01-05-USDT'));
    expect(day?.textContent).toContain('6 USDT');
    expect(day?.textContent).toContain('principal back 1000');
    expect(day?.textContent).toContain('12 USDT');
    expect(byId('earn-accruals-today')?.textContent).toBe('Platform day: 2025-01-05 (UTC)');
    const mining = byId('earn-sweeper-earn.mining');
    expect(mining?.textContent).toContain('Up to date');
    expect(mining?.textContent).toContain('2025-01-05 10:00:00');
    const dual = byId('earn-sweeper-earn.dual');
    expect(dual?.textContent).toContain('Behind');
    expect(dual?.textContent).toContain('125 s');
    expect(dual?.textContent).toContain('Last error: no price');
    expect(byId('earn-accruals-open-USDT')?.textContent).toBe(
      'USDT: 3 running · principal 3000 · yield still to pay 27',
    );
    expect(calls().filter((c) => c.init?.method && c.init.method !== 'GET')).toEqual([]);
  });

  it('says when nothing was paid yet', async () => {
    server.answers['/earn/accruals'] = () => ({ ...ACCRUALS, days: [], open: [], sweepers: [] });
    signIn('super');
    const { container } = await render('/earn-campaigns/accruals');
    expect(await until(() => container.textContent?.includes('No yield paid and no subscription closed yet'))).toBe(
      true,
    );
    expect(container.textContent).toContain('No subscription is running');
    expect(container.textContent).toContain('No earn sweeper runs in this instance');
  });
});

describe('products', () => {
  it('lists each product with its rate in %, the term yield and the penalty per 1000', async () => {
    signIn('finance');
    await render('/earn-products');
    const row = await until(() => byId('earn-product-row-1'));
    expect(row?.textContent).toContain('Locked mining');
    expect(row?.textContent).toContain('0.003 (0.3 %)');
    expect(row?.textContent).toContain('5 days');
    expect(byId('earn-product-term-yield-1')?.textContent).toBe('15 USDT');
    expect(byId('earn-product-penalty-1')?.textContent).toBe('4 USDT');
    expect(row?.textContent).toContain('100 – 10000');
    expect(row?.textContent).toContain('Launch yield #1');
    const running = [...(row?.querySelectorAll('a') ?? [])].find(
      (a) => a.getAttribute('href') === '/earn-orders?state=active&product_id=1',
    );
    expect(running?.textContent).toBe('1');
    const cloud = byId('earn-product-row-4');
    expect(cloud?.textContent).toContain('Cloud miner');
    expect(cloud?.textContent).toContain('no cap');
    expect(cloud?.textContent).toContain('Off');
    // Finance reads; only super changes what users are offered.
    expect(byId('earn-product-create')).toBeNull();
    expect(byId('earn-product-edit-1')?.textContent).toBe('View');
    click('earn-product-edit-1');
    const rate = await until(() => input('earn-product-daily-rate'));
    expect(rate?.value).toBe('0.003');
    expect(rate?.disabled).toBe(true);
    expect(byId('earn-product-save')).toBeNull();
  });

  it('checks the drawer like the server, previews what 1000 earns, then sends every term', async () => {
    signIn('super');
    await render('/earn-products');
    await until(() => byId('earn-product-create'));
    click('earn-product-create');
    const name = await until(() => input('earn-product-name'));
    expect(byId('earn-product-new-only')?.textContent).toContain('Edits apply to new subscriptions only');
    expect(byId('earn-product-preview')?.textContent).toBe(
      'Fill in the rates, the term and the coin to see what 1000 earns.',
    );
    type(name, 'USDT 10 days');
    type(input('earn-product-days'), '0');
    type(input('earn-product-daily-rate'), '1.5');
    type(input('earn-product-min'), '100.1234567');
    type(input('earn-product-max'), '50');
    click('earn-product-save');
    await until(() => errors().length >= 3);
    // A maximum is judged against a minimum only once the minimum is one.
    expect(errors()).toEqual([
      'A whole number of days from 1 to 3650',
      'A fraction from 0 to 1 with at most 18 decimals (0.003 = 0.3 %)',
      'An amount above 0 with at most 6 decimals',
    ]);
    type(input('earn-product-min'), '100');
    await until(() => errors().includes('Not below the minimum'));
    expect(writes()).toEqual([]);

    type(input('earn-product-days'), '10');
    type(input('earn-product-daily-rate'), '0.002');
    expect(byId('earn-product-daily-pct')?.textContent).toBe('= 0.2 %');
    type(input('earn-product-max'), '');
    type(input('earn-product-penalty-rate'), '0.003');
    expect(byId('earn-product-preview')?.textContent).toBe(
      'For 1000 USDT: 2 a day, 20 over 10 days; redeeming early costs 3 per remaining day.',
    );
    click('earn-product-save');
    await until(() => writes().length > 0);
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/earn/products',
        body: {
          kind: 'locked',
          name: 'USDT 10 days',
          currency: 'USDT',
          days: 10,
          daily_rate: '0.002',
          min: '100',
          max: null,
          penalty_rate: '0.003',
          campaign_id: 1,
          enabled: true,
          intro: '',
          translations: {},
        },
      },
    ]);
  });

  it('edits a product with every term, moving its campaign with its coin', async () => {
    signIn('super');
    await render('/earn-products');
    await until(() => byId('earn-product-edit-1'));
    click('earn-product-edit-1');
    const rate = await until(() => input('earn-product-daily-rate'));
    expect(rate?.value).toBe('0.003');
    await pick('earn-product-currency', 'BTC');
    // The campaign follows the coin; the amounts are judged at the coin's decimals.
    type(input('earn-product-min'), '0.001');
    type(input('earn-product-max'), '1');
    type(rate, '0.001');
    click('earn-product-save');
    await until(() => writes().length > 0);
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/earn/products/1',
      body: { currency: 'BTC', campaign_id: 2, min: '0.001', max: '1', daily_rate: '0.001', days: 5 },
    });
  });

  it('shows a refusal of the server and keeps the drawer open with what was typed', async () => {
    signIn('super');
    await render('/earn-products');
    await until(() => byId('earn-product-edit-4'));
    click('earn-product-edit-4');
    const rate = await until(() => input('earn-product-daily-rate'));
    server.refusal = 'campaign: this campaign pays in USDT: choose one in the product’s coin';
    type(rate, '0.004');
    click('earn-product-save');
    await until(() => vi.mocked(message.error).mock.calls.length > 0);
    expect(vi.mocked(message.error)).toHaveBeenCalledWith(server.refusal);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(input('earn-product-daily-rate')?.value).toBe('0.004');
  });
});

describe('subscriptions (read-only)', () => {
  it('shows each subscription with its terms, yield, penalty and receipts, and asks for the address’s search', async () => {
    signIn('support');
    await render('/earn-orders?state=active&user_id=9&product_id=1&page=2&limit=50');
    const active = await until(() => byId('earn-order-row-7'));
    expect(active?.textContent).toContain('USDT 5 days #1');
    expect(active?.textContent).toContain('Locked mining');
    expect(active?.textContent).toContain('1000 USDT');
    expect(active?.textContent).toContain('0.3 % a day · 5 days');
    expect(active?.textContent).toContain('6 USDT');
    expect(active?.textContent).toContain('2 / 5 days · reserved 15');
    expect(active?.textContent).toContain('Running');
    expect(active?.textContent).toContain('2025-01-03 → 2025-01-08');
    expect(active?.textContent).toContain('0123456789ab…');
    expect(byId(`earn-receipt-verify-${RECEIPT}`)?.getAttribute('href')).toBe(`/api/receipt/verify?id=${RECEIPT}`);
    expect(active?.querySelector('a[href="/users/9"]')).not.toBeNull();

    const redeemed = byId('earn-order-row-8');
    expect(redeemed?.textContent).toContain('Redeemed early');
    expect(redeemed?.textContent).toContain('12 USDT');
    expect(redeemed?.textContent).toContain('closed 2025-01-05 10:00:00');
    expect(redeemed?.textContent).toContain('redemption');
    expect(byId('earn-receipt-verify-r-redeem')).not.toBeNull();
    expect(byId('earn-receipt-verify-r-y1')).toBeNull();
    expect(byId('earn-order-receipts-more-8')?.textContent).toBe('+1');

    expect(byId('earn-orders-read-only')?.textContent).toContain('no way to change a subscription');
    const [call] = called('/earn/orders');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      state: 'active',
      user_id: '9',
      product_id: '1',
      page: '2',
      limit: '50',
      lang: 'en',
    });
    expect([...document.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Edit');
    expect(calls().filter((c) => c.init?.method && c.init.method !== 'GET')).toEqual([]);
  });

  it('asks for every state, first page, 20 a page by default', async () => {
    signIn('finance');
    await render('/earn-orders');
    await until(() => byId('earn-order-row-7'));
    expect(called('/earn/orders')[0]?.url.search).toBe('?page=1&limit=20&lang=en');
  });

  it('says when no subscription matches the search', async () => {
    server.answers['/earn/orders'] = () => paged([]);
    signIn('super');
    const { container } = await render('/earn-orders?product_id=99');
    expect(await until(() => container.textContent?.includes('No subscription matches this search'))).toBe(true);
  });
});

describe('dual investment', () => {
  it('lists each product with its terms, sale, window and campaign, read-only for finance', async () => {
    signIn('finance');
    await render('/earn-products/dual');
    const row = await until(() => byId('earn-dual-row-6'));
    expect(row?.textContent).toContain('BTC-08JAN25-60000-C');
    expect(row?.textContent).toContain('Call');
    expect(byId('earn-dual-terms-6')?.textContent).toBe('60000 USDT36.5 % a year · 0.1 BTC a share');
    expect(byId('earn-dual-shares-6')?.textContent).toContain('2 of 10 · at most 5 per user');
    expect(byId('earn-dual-campaign-6')?.textContent).toBe(
      'Spring BTC #21.25 BTC left · reserved 0.0014unsold may take 0.0056',
    );
    expect(byId('earn-dual-status-6')?.textContent).toBe('CallSellingOn');
    expect(row?.textContent).toContain('sales end 2025-01-02 00:00');
    expect(byId('earn-dual-orders-6')?.getAttribute('href')).toBe('/earn-orders/dual?product_id=6');
    expect(byId('earn-dual-orders-6')?.textContent).toBe('Purchases: 1');
    expect(byId('earn-dual-create')).toBeNull();
    expect(byId('earn-products-tab-dual')?.textContent).toBe('Dual products');
    click('earn-dual-edit-6');
    const strike = await until(() => input('earn-dual-strike'));
    expect(strike?.value).toBe('60000');
    expect(strike?.disabled).toBe(true);
    expect(byId('earn-dual-save')).toBeNull();
  });

  it('checks a new product like the server, previews what its yield may take, then sends every term', async () => {
    signIn('super');
    await render('/earn-products/dual');
    await until(() => byId('earn-dual-create'));
    click('earn-dual-create');
    await until(() => input('earn-dual-strike'));
    await pick('earn-dual-coin', 'BTC');
    const campaign = () => byId('earn-dual-campaign')?.closest('.ant-select')?.textContent;
    // A call is paid in the coin: the campaign follows it.
    expect(campaign()).toContain('Spring BTC');
    await pick('earn-dual-type', 'Put');
    expect(campaign()).toContain('Launch yield');
    await pick('earn-dual-type', 'Call');
    type(input('earn-dual-strike'), '0');
    type(input('earn-dual-apr'), '11');
    type(input('earn-dual-unit'), '0.123456789');
    type(input('earn-dual-user-limit'), '200');
    const minute = 60_000;
    const at = (ms: number) => new Date(Math.floor(ms / minute) * minute).toISOString().slice(0, 16);
    const settles = Date.now() + 7 * 86_400_000;
    type(input('earn-dual-settles-at'), at(settles));
    type(input('earn-dual-sales-end'), at(settles + 86_400_000));
    click('earn-dual-save');
    await until(() => errors().length >= 5);
    expect(errors()).toEqual([
      'An amount above 0 with at most 6 decimals',
      'A fraction from 0 to 10 with at most 18 decimals (0.25 = 25 %)',
      'An amount above 0 with at most 8 decimals',
      'Not above the shares on offer',
      'Not after the settlement',
    ]);
    expect(writes()).toEqual([]);

    type(input('earn-dual-strike'), '60000');
    type(input('earn-dual-apr'), '0.365');
    expect(byId('earn-dual-apr-pct')?.textContent).toBe('= 36.5 %');
    type(input('earn-dual-unit'), '0.1');
    type(input('earn-dual-user-limit'), '5');
    type(input('earn-dual-sales-end'), at(settles - 86_400_000));
    // 2000 shares × 0.0007 BTC is more than the campaign's 1.25.
    type(input('earn-dual-total-shares'), '2000');
    click('earn-dual-save');
    await until(() => errors().length === 1);
    expect(errors()).toEqual(['This campaign holds 1.25 BTC: the shares on offer may need up to 1.4 BTC']);
    type(input('earn-dual-total-shares'), '100');
    expect(await until(() => byId('earn-dual-preview')?.textContent)).toBe(
      'A share bought now reserves 0.0007 BTC of yield (7 days); the 100 shares on offer up to 0.07 BTC. Campaign Spring BTC holds 1.25 BTC.',
    );
    click('earn-dual-save');
    await until(() => writes().length === 1);
    expect(writes()[0]).toEqual({
      method: 'POST',
      path: '/earn/dual',
      body: {
        coin: 'BTC',
        quote: 'USDT',
        type: 'call',
        strike: '60000',
        apr: '0.365',
        unit: '0.1',
        total_shares: 100,
        user_limit: 5,
        sales_end: Math.floor((settles - 86_400_000) / minute) * minute,
        settles_at: Math.floor(settles / minute) * minute,
        campaign_id: 2,
        enabled: true,
      },
    });
  });

  it('keeps the terms of a product with sold shares and sends only what changed', async () => {
    signIn('super');
    await render('/earn-products/dual');
    await until(() => byId('earn-dual-edit-6'));
    click('earn-dual-edit-6');
    const total = await until(() => input('earn-dual-total-shares'));
    expect(byId('earn-dual-fixed')?.textContent).toContain('2 shares are sold');
    for (const id of ['earn-dual-strike', 'earn-dual-apr', 'earn-dual-unit', 'earn-dual-settles-at']) {
      expect(input(id)?.disabled, id).toBe(true);
    }
    expect(total?.disabled).toBe(false);
    type(total, '1');
    click('earn-dual-save');
    await until(() => errors().length === 2);
    // Below those sold, and then below the limit per user too.
    expect(errors()).toEqual(['Not below the 2 shares sold', 'Not above the shares on offer']);
    type(total, '12');
    click('earn-dual-enabled');
    click('earn-dual-save');
    await until(() => writes().length === 1);
    expect(writes()).toEqual([{ method: 'PUT', path: '/earn/dual/6', body: { total_shares: 12, enabled: false } }]);
  });

  it('shows the purchases with their settlement, branch, payout and receipt, asking for the address’s search', async () => {
    signIn('support');
    await render('/earn-orders/dual?product_id=6&state=success');
    const row = await until(() => byId('earn-dual-order-row-31'));
    expect(row?.textContent).toContain('BTC-08JAN25-60000-C #6');
    expect(row?.textContent).toContain('Call · 36.5 % a year · 7 days');
    expect(row?.textContent).toContain('bought 2025-01-01 10:00:00');
    expect(byId('earn-dual-paid-31')?.textContent).toBe(
      '0.2 BTC → 12084 USDT2 shares · reserved 0.0014converted to the quote',
    );
    expect(byId('earn-dual-settlement-31')?.textContent).toBe('Settled61000 (linked 60000)2025-01-08 08:00:01');
    expect(row?.textContent).toContain('settlement');
    expect(byId(`earn-receipt-verify-${RECEIPT}`)?.getAttribute('href')).toBe(`/api/receipt/verify?id=${RECEIPT}`);
    expect(byId('earn-dual-orders-read-only')?.textContent).toContain('Read-only');
    expect(byId('earn-orders-tab-dual')?.textContent).toBe('Dual purchases');
    const [call] = called('/earn/dual/orders');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      state: 'success',
      product_id: '6',
      page: '1',
      limit: '20',
      lang: 'en',
    });
    expect(calls().filter((c) => c.init?.method && c.init.method !== 'GET')).toEqual([]);
  });
});

describe('IEO', () => {
  it('lists each project with its status, progress and account, read-only for finance', async () => {
    signIn('finance');
    await render('/earn-products/ieo');
    const row = await until(() => byId('earn-ieo-row-3'));
    expect(row?.textContent).toContain('DOT launch');
    expect(byId('earn-ieo-status-3')?.textContent).toContain('Ended');
    expect(byId('earn-ieo-status-3')?.textContent).toContain('Allocated');
    expect(byId('earn-ieo-progress-3')?.textContent).toContain('40 of 100 · 2 applications');
    expect(byId('earn-ieo-books-3')?.textContent).toContain('40 DOT');
    expect(row?.querySelector('a[href="/earn-orders/ieo?project_id=3"]')).not.toBeNull();
    expect(byId('earn-ieo-create')).toBeNull();
    expect(byId('earn-products-tab-ieo')?.textContent).toBe('IEO projects');
  });

  it('checks a new project like the server, then sends every term with times in epoch ms', async () => {
    signIn('super');
    await render('/earn-products/ieo');
    await until(() => byId('earn-ieo-create'));
    click('earn-ieo-create');
    const title = await until(() => input('earn-ieo-title'));
    type(title, 'DOT launch');
    await pick('earn-ieo-token', 'USDT');
    type(input('earn-ieo-price'), '0');
    type(input('earn-ieo-supply'), '100');
    type(input('earn-ieo-min'), '200');
    type(input('earn-ieo-starts-at'), '2025-02-01T00:00');
    type(input('earn-ieo-ends-at'), '2025-01-01T00:00');
    type(input('earn-ieo-website'), 'ftp://x');
    click('earn-ieo-save');
    await until(() => errors().length >= 5);
    expect(errors()).toEqual([
      'Another coin than the token',
      'An amount above 0 with at most 18 decimals',
      'Not above the supply',
      'After the start',
      'An http(s) address, or empty',
    ]);
    expect(writes()).toEqual([]);
    await pick('earn-ieo-token', 'BTC');
    type(input('earn-ieo-price'), '5');
    type(input('earn-ieo-min'), '1');
    type(input('earn-ieo-ends-at'), '2025-02-08T00:00');
    type(input('earn-ieo-website'), 'https://dot.example.com');
    click('earn-ieo-save');
    await until(() => writes().length === 1);
    expect(writes()[0]).toEqual({
      method: 'POST',
      path: '/earn/ieo',
      body: expect.objectContaining({
        title: 'DOT launch',
        token: 'BTC',
        pay_currency: 'USDT',
        price: '5',
        supply: '100',
        min: '1',
        user_limit: null,
        starts_at: Date.UTC(2025, 1, 1),
        ends_at: Date.UTC(2025, 1, 8),
        mode: 'pro_rata',
        website: 'https://dot.example.com',
      }),
    });
  });

  it('edits only what a project shows: the terms are disabled and never sent', async () => {
    signIn('super');
    await render('/earn-products/ieo');
    await until(() => byId('earn-ieo-edit-3'));
    click('earn-ieo-edit-3');
    const title = await until(() => input('earn-ieo-title'));
    expect(input('earn-ieo-price')?.disabled).toBe(true);
    expect(input('earn-ieo-supply')?.disabled).toBe(true);
    type(title, 'DOT round 1');
    click('earn-ieo-save');
    await until(() => writes().length === 1);
    expect(writes()).toEqual([{ method: 'PUT', path: '/earn/ieo/3', body: { title: 'DOT round 1' } }]);
  });

  it('shows the subscriptions with their allocation and receipt, asking for the address’s search', async () => {
    signIn('support');
    await render('/earn-orders/ieo?project_id=3&state=allocated');
    const row = await until(() => byId('earn-ieo-order-row-11'));
    expect(row?.textContent).toContain('DOT launch #3');
    expect(row?.textContent).toContain('30 DOT');
    expect(row?.textContent).toContain('7.5 DOT');
    expect(row?.textContent).toContain('112.5 USDT');
    expect(row?.textContent).toContain('Allocated');
    expect(byId(`earn-receipt-verify-${RECEIPT}`)?.getAttribute('href')).toBe(`/api/receipt/verify?id=${RECEIPT}`);
    expect(byId('earn-orders-tab-mining')?.textContent).toBe('Mining subscriptions');
    const [call] = called('/earn/ieo/orders');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      state: 'allocated',
      project_id: '3',
      page: '1',
      limit: '20',
      lang: 'en',
    });
    expect(calls().filter((c) => c.init?.method && c.init.method !== 'GET')).toEqual([]);
  });
});

describe('coupons', () => {
  it('lists each template with its value, claims and vouchers, read-only for finance', async () => {
    signIn('finance');
    await render('/earn-products/coupons');
    const row = await until(() => byId('earn-coupon-row-5'));
    expect(row?.textContent).toContain('Welcome voucher');
    expect(row?.textContent).toContain('#1 USDT 5 days');
    expect(byId('earn-coupon-value-5')?.textContent).toContain('15 USDT');
    expect(byId('earn-coupon-value-5')?.textContent).toContain('yield of 1000');
    expect(byId('earn-coupon-claimed-5')?.textContent).toBe('3 of 10');
    expect(byId('earn-coupon-counts-5')?.textContent).toBe('1 usable · 1 used · 1 expired');
    expect(byId('earn-coupon-counts-5')?.getAttribute('href')).toBe('/earn-orders/coupons?template_id=5');
    expect(byId('earn-coupon-create')).toBeNull();
    expect(byId('earn-products-tab-coupons')?.textContent).toBe('Coupons');
  });

  it('checks a new coupon like the server, previews its value, then sends it with times in epoch ms', async () => {
    signIn('super');
    await render('/earn-products/coupons');
    await until(() => byId('earn-coupon-create'));
    click('earn-coupon-create');
    const title = await until(() => input('earn-coupon-title'));
    type(title, 'Spring voucher');
    await pick('earn-coupon-product-id', '#1 USDT 5 days');
    type(input('earn-coupon-amount'), '1000.1234567');
    type(input('earn-coupon-total'), '0');
    type(input('earn-coupon-valid-days'), '3651');
    type(input('earn-coupon-claim-from'), '2025-02-01T00:00');
    type(input('earn-coupon-claim-until'), '2025-01-01T00:00');
    click('earn-coupon-save');
    await until(() => errors().length >= 4);
    expect(errors()).toEqual([
      'An amount above 0 with at most 6 decimals',
      'A whole number from 1',
      'A whole number of days from 1 to 3650',
      'After the opening',
    ]);
    expect(writes()).toEqual([]);
    type(input('earn-coupon-amount'), '1000');
    type(input('earn-coupon-total'), '50');
    type(input('earn-coupon-valid-days'), '7');
    type(input('earn-coupon-claim-until'), '2025-03-01T00:00');
    expect(await until(() => byId('earn-coupon-preview')?.textContent)).toBe(
      'Each voucher pays 15 USDT (yield of 1000 over 5 days at 0.003 a day), reserved from campaign Launch yield when claimed',
    );
    click('earn-coupon-save');
    await until(() => writes().length === 1);
    expect(writes()[0]).toEqual({
      method: 'POST',
      path: '/earn/coupons',
      body: {
        title: 'Spring voucher',
        product_id: 1,
        amount: '1000',
        valid_days: 7,
        total: 50,
        claim_from: Date.UTC(2025, 1, 1),
        claim_until: Date.UTC(2025, 2, 1),
        enabled: true,
        translations: {},
      },
    });
  });

  it('edits all but the product and amount, never below what was claimed', async () => {
    signIn('super');
    await render('/earn-products/coupons');
    await until(() => byId('earn-coupon-edit-5'));
    click('earn-coupon-edit-5');
    const title = await until(() => input('earn-coupon-title'));
    expect(input('earn-coupon-amount')?.disabled).toBe(true);
    expect(byId('earn-coupon-preview')?.textContent).toContain('Each voucher pays 15 USDT');
    type(title, 'Welcome');
    type(input('earn-coupon-total'), '2');
    click('earn-coupon-save');
    await until(() => errors().length >= 1);
    expect(errors()).toEqual(['Not below the 3 already claimed']);
    type(input('earn-coupon-total'), '20');
    click('earn-coupon-save');
    await until(() => writes().length === 1);
    expect(writes()).toEqual([{ method: 'PUT', path: '/earn/coupons/5', body: { title: 'Welcome', total: 20 } }]);
  });

  it('shows the claimed vouchers with their state and order, asking for the address’s search', async () => {
    signIn('support');
    await render('/earn-orders/coupons?template_id=5&state=used');
    const row = await until(() => byId('earn-coupon-claim-row-21'));
    expect(row?.textContent).toContain('Welcome voucher #5');
    expect(row?.textContent).toContain('15 USDT');
    expect(row?.textContent).toContain('Used');
    expect(row?.textContent).toContain('#77');
    expect(byId('earn-orders-tab-coupons')?.textContent).toBe('Claimed coupons');
    const [call] = called('/earn/coupons/claimed');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      state: 'used',
      template_id: '5',
      page: '1',
      limit: '20',
      lang: 'en',
    });
    expect(calls().filter((c) => c.init?.method && c.init.method !== 'GET')).toEqual([]);
  });
});
