import type { AdminRole } from '@app/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import message from 'antd/es/message';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { visibleMenu } from '../../app/menu';
import { signedInRoutes } from '../../app/signed-in';
import { initI18n } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import type { HouseDay, OptionCoin, OptionCountry, OptionExpiry, OptionOrder, OptionPair } from './api/types';
import { feature } from './routes';

// The options screens through the real route table (the signed-in layout, the section guard, the lazy page and its
// texts), against a mocked server: what each screen asks for, what it sends, what it shows, and who may open it.

vi.mock('antd/es/message', () => ({ default: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// A screen's first open compiles its chunk and antd's: seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const EXPIRIES: OptionExpiry[] = [
  { seconds: 30, payout_ratio: '0.85', loss_ratio: '1', enabled: true },
  { seconds: 60, payout_ratio: '0.8', loss_ratio: '1', enabled: true },
  { seconds: 300, payout_ratio: '1', loss_ratio: '0.5', enabled: false },
];
const COIN: OptionCoin = {
  currency: 'USDT',
  currency_id: 3,
  enabled: true,
  fee_rate: '0.001',
  min_stake: '1',
  max_stake: '10000',
  max_open: 20,
  presets: ['10', '50', '100'],
};
const PAIRS: OptionPair[] = [
  { id: 1, symbol: 'BTC/USDT', enabled: true },
  { id: 2, symbol: 'ETH/USDT', enabled: false },
];
const COUNTRIES: OptionCountry[] = [{ country: 'US', disabled: true }];

const order = (over: Partial<OptionOrder>): OptionOrder => ({
  id: 4,
  show_micro_id: 10004,
  match_id: 1,
  symbol_name: 'BTC/USDT',
  currency_id: 3,
  currency_name: 'USDT',
  type: 1,
  seconds: 60,
  number: '100',
  fee: '0.1',
  payout_ratio: '0.8',
  loss_ratio: '1',
  open_price: '50000.5',
  end_price: '50010.25',
  open_mark_id: 11,
  end_mark_id: 12,
  status: 3,
  profit_result: 1,
  payout: '180',
  fact_profits: '80',
  created_at: '2025-01-02 03:04:05',
  handled_at: '2025-01-02 03:05:05',
  complete_at: '2025-01-02 03:05:06',
  remain_milli_seconds: 0,
  receipt_uid: '0123456789abcdef0123456789abcdef',
  user_id: 7,
  user: 'demo@example.com',
  ...over,
});
const SETTLED = order({});
const OPEN = order({
  id: 5,
  type: 2,
  status: 1,
  profit_result: 0,
  end_price: '50000.5',
  end_mark_id: null,
  payout: '0',
  fact_profits: '0',
  complete_at: null,
  receipt_uid: null,
});

const HOUSE: HouseDay[] = [
  { day: '2025-01-03', currency: 'USDT', orders: 3, house_net: '-1.5', fees: '0.03' },
  { day: '2025-01-02', currency: 'USDT', orders: 2, house_net: '20', fees: '0.02' },
];

const paged = <T,>(list: T[], page = 1, limit = 20) => ({ list, total: list.length, page, limit });

/** The mocked server: `/api/admin<path>` → its answer; `answers` is reset before each test. */
const ANSWERS: Record<string, (url: URL) => unknown> = {
  '/me': () => null,
  '/options/expiries': () => EXPIRIES,
  '/options/coins': () => [COIN],
  '/options/pairs': () => PAIRS,
  '/options/countries': () => COUNTRIES,
  '/options/orders': (u) => paged([OPEN, SETTLED], Number(u.searchParams.get('page')), 20),
  '/options/house': () => HOUSE,
};
let answers: Record<string, (url: URL) => unknown> = { ...ANSWERS };
/** A refusal the server gives to the next PUT (its validation message, "field: reason"). */
let refusal: string | undefined;

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: new URL(String(url), 'http://admin'), init }));
const called = (path: string) => calls().filter((c) => c.url.pathname === `/api/admin${path}`);
const puts = () =>
  calls()
    .filter((c) => c.init?.method === 'PUT')
    .map((c) => ({ path: c.url.pathname.replace('/api/admin', ''), body: JSON.parse(String(c.init?.body)) }));

let cleanup: (() => void) | undefined;

function signIn(role: AdminRole) {
  useSession.setState({ token: 'tok', admin: { id: 1, email: 'a@example.com', name: 'A', role } });
}

async function render(path: string) {
  const router = createMemoryRouter(signedInRoutes([feature]), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  // Async: antd's menu registers its items in a microtask after the first render, which must land inside act.
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, router };
}

/** By test id anywhere in the page (drawers and pop-ups are rendered outside the container). */
const byId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const input = (id: string) => document.querySelector<HTMLInputElement>(`[data-testid="${id}"]`);
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

/** Waits for `check` to hold (a page's first open compiles its chunk: seconds on a loaded machine). */
async function until<T>(check: () => T, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return check();
}

function type(field: HTMLElement | null, value: string) {
  const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    set?.call(field, value);
    field?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const click = (id: string) => act(() => byId(id)?.click());

beforeAll(async () => {
  await initI18n('en');
  // antd measures the scroll bar through a pseudo-element's style, which jsdom does not implement (and says so).
  const style = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => style(element));
  // antd's responsive helpers ask the browser's media queries, which jsdom has not.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
});

beforeEach(() => {
  answers = { ...ANSWERS };
  refusal = undefined;
  vi.mocked(message.error).mockClear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (request, init) => {
    const url = new URL(String(request), 'http://admin');
    const path = url.pathname.replace(/^\/api\/admin/, '');
    const reply = (body: unknown) => new Response(JSON.stringify(body));
    if (init?.method === 'PUT') {
      if (refusal) return reply({ type: 'error', message: refusal });
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (path.startsWith('/options/coins/')) return reply({ type: 'ok', message: { ...COIN, ...body } });
      if (path.startsWith('/options/pairs/')) {
        const id = Number(path.split('/').pop());
        return reply({ type: 'ok', message: { ...PAIRS.find((p) => p.id === id), ...body } });
      }
      return reply({ type: 'ok', message: body });
    }
    const answer = answers[path];
    return reply(answer ? { type: 'ok', message: answer(url) } : { type: 'error', message: `no ${path}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  // antd's menu, tables and drawers measure themselves on timers: let those land inside act before unmounting.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
  useSession.setState({ token: null, admin: null });
});

describe('options menu and screens by role', () => {
  const entries = (role: AdminRole) =>
    visibleMenu(role, [feature]).flatMap((g) => g.items.map((i) => `${g.group}:${i.path}`));

  it('shows super every entry, finance orders and the house result, support orders, content nothing', () => {
    expect(entries('super')).toEqual(['options:option-settings', 'options:option-orders', 'options:option-house']);
    expect(entries('finance')).toEqual(['options:option-orders', 'options:option-house']);
    expect(entries('support')).toEqual(['options:option-orders']);
    expect(entries('content')).toEqual([]);
  });

  it.each([
    ['finance', '/option-settings', '/options/expiries'],
    ['finance', '/option-settings/coins', '/options/coins'],
    ['support', '/option-settings/countries', '/options/countries'],
    ['support', '/option-house', '/options/house'],
    ['content', '/option-orders', '/options/orders'],
  ] as const)('turns %s away from %s before asking the server', async (role, path, call) => {
    signIn(role);
    const { container } = await render(path);
    expect(await until(() => container.textContent?.includes('Not available'))).toBe(true);
    expect(called(call)).toEqual([]);
  });
});

describe('expiries (super)', () => {
  it('lists each expiry with its ratios and the break-even win rate users are shown', async () => {
    signIn('super');
    await render('/option-settings');
    const row = await until(() => byId('option-expiry-row-30'));
    expect(row?.textContent).toContain('30 s');
    expect(row?.textContent).toContain('0.85 (85 %)');
    expect(byId('option-expiry-break-even-30')?.textContent).toBe('54.0541 %');
    expect(byId('option-expiry-break-even-60')?.textContent).toBe('55.5556 %');
    // Payout above the loss: a user winning half the time comes out ahead, flagged.
    expect(byId('option-expiry-break-even-300')?.textContent).toBe('33.3333 %');
    expect(byId('option-expiry-break-even-300')?.className).toContain('warning');
    expect(byId('option-expiry-row-300')?.textContent).toContain('Off');
    expect(byId('option-settings-tab-coins')).not.toBeNull();
  });

  it('checks the drawer like the server, sends nothing while a field is refused, then the whole expiry', async () => {
    signIn('super');
    await render('/option-settings');
    await until(() => byId('option-expiry-edit-60'));
    click('option-expiry-edit-60');
    const payout = await until(() => input('option-expiry-payout'));
    expect(payout?.value).toBe('0.8');
    expect(input('option-expiry-seconds')?.disabled).toBe(true);
    expect(byId('option-expiry-break-even')?.textContent).toBe('55.5556 %');

    type(payout, '1.5');
    type(input('option-expiry-loss'), '');
    click('option-expiry-save');
    await until(() => errors().length >= 2);
    expect(errors()).toEqual([
      'A fraction from 0 to 1 with at most 18 decimals (0.85 = 85 %)',
      'A fraction from 0 to 1 with at most 18 decimals (0.85 = 85 %)',
    ]);
    expect(byId('option-expiry-break-even')).toBeNull();
    expect(puts()).toEqual([]);

    type(payout, '0.9');
    type(input('option-expiry-loss'), '1');
    expect(byId('option-expiry-break-even')?.textContent).toBe('52.6316 %');
    click('option-expiry-save');
    await until(() => puts().length > 0);
    expect(puts()).toEqual([
      { path: '/options/expiries', body: { seconds: 60, payout_ratio: '0.9', loss_ratio: '1', enabled: true } },
    ]);
    expect(await until(() => !input('option-expiry-payout'))).toBe(true);
  });

  it('adds an expiry, refusing seconds that exist already (the server would replace them)', async () => {
    signIn('super');
    await render('/option-settings');
    await until(() => byId('option-expiry-create'));
    click('option-expiry-create');
    const seconds = await until(() => input('option-expiry-seconds'));
    expect(input('option-expiry-loss')?.value).toBe('1');
    type(seconds, '60');
    type(input('option-expiry-payout'), '0.75');
    click('option-expiry-save');
    await until(() => errors().length > 0);
    expect(errors()).toEqual(['This expiry exists already: edit it in the list']);

    type(seconds, '90');
    click('option-expiry-save');
    await until(() => puts().length > 0);
    expect(puts()[0]?.body).toEqual({ seconds: 90, payout_ratio: '0.75', loss_ratio: '1', enabled: true });
  });

  it('shows a refusal of the server and keeps the drawer open with what was typed', async () => {
    signIn('super');
    await render('/option-settings');
    await until(() => byId('option-expiry-edit-30'));
    click('option-expiry-edit-30');
    const payout = await until(() => input('option-expiry-payout'));
    refusal = 'Payout ratio: not accepted';
    type(payout, '0.7');
    click('option-expiry-save');
    await until(() => vi.mocked(message.error).mock.calls.length > 0);
    expect(vi.mocked(message.error)).toHaveBeenCalledWith('Payout ratio: not accepted');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(input('option-expiry-payout')?.value).toBe('0.7');
  });

  it('shows an error that stays, instead of an empty list, when the expiries cannot be read', async () => {
    delete answers['/options/expiries'];
    signIn('super');
    await render('/option-settings');
    const error = await until(() => byId('option-load-error'));
    expect(error?.textContent).toContain('no /options/expiries');
  });
});

describe('coins (super)', () => {
  it('lists the limits and checks the drawer like the server before sending every setting', async () => {
    signIn('super');
    await render('/option-settings/coins');
    const row = await until(() => byId('option-coin-row-3'));
    expect(row?.textContent).toContain('0.001 (0.1 %)');
    expect(row?.textContent).toContain('1 – 10000 USDT');
    expect(row?.textContent).toContain('20');
    expect(row?.textContent).toContain('100');

    click('option-coin-edit-3');
    const fee = await until(() => input('option-coin-fee-rate'));
    type(fee, '1.5');
    type(input('option-coin-max-stake'), '0.5');
    type(input('option-coin-max-open'), '10001');
    click('option-coin-save');
    await until(() => errors().length >= 3);
    expect(errors()).toEqual([
      'A fraction from 0 to 1 with at most 18 decimals',
      'Not below the minimum stake',
      'A whole number from 0 to 10000',
    ]);
    expect(puts()).toEqual([]);

    type(fee, '0.002');
    expect(byId('option-coin-fee-pct')?.textContent).toBe('= 0.2 %');
    type(input('option-coin-max-stake'), '5000');
    type(input('option-coin-max-open'), '0');
    click('option-coin-save');
    await until(() => puts().length > 0);
    expect(puts()).toEqual([
      {
        path: '/options/coins/3',
        body: {
          enabled: true,
          fee_rate: '0.002',
          min_stake: '1',
          max_stake: '5000',
          max_open: 0,
          presets: ['10', '50', '100'],
        },
      },
    ]);
  });
});

describe('pairs and countries (super)', () => {
  it('switches a pair on at once, and off only after asking', async () => {
    signIn('super');
    await render('/option-settings/pairs');
    await until(() => byId('option-pair-enabled-2'));
    click('option-pair-enabled-2');
    await until(() => puts().length > 0);
    expect(puts()).toEqual([{ path: '/options/pairs/2', body: { enabled: true } }]);

    click('option-pair-enabled-1');
    const ok = await until(() => byId('option-pair-enabled-1-off-ok'));
    expect(document.body.textContent).toContain('Close BTC/USDT to seconds options?');
    expect(puts()).toHaveLength(1);
    act(() => ok?.click());
    await until(() => puts().length > 1);
    expect(puts()[1]).toEqual({ path: '/options/pairs/1', body: { enabled: false } });
  });

  it('lists closed countries by name, adds one as closed, refuses one listed, and opens one again', async () => {
    signIn('super');
    await render('/option-settings/countries');
    const row = await until(() => byId('option-country-row-US'));
    expect(row?.textContent).toContain('United States');
    expect(row?.textContent).toContain('Closed');

    type(input('option-country-code'), 'us');
    click('option-country-add');
    await until(() => errors().length > 0);
    expect(errors()).toEqual(['This country is listed already: use its switch']);
    type(input('option-country-code'), 'usa');
    await until(() => errors()[0]?.startsWith('Two letters'));
    type(input('option-country-code'), 'fr');
    click('option-country-add');
    await until(() => puts().length > 0);
    expect(puts()).toEqual([{ path: '/options/countries', body: { country: 'FR', disabled: true } }]);

    click('option-country-offered-US');
    await until(() => puts().length > 1);
    expect(puts()[1]).toEqual({ path: '/options/countries', body: { country: 'US', disabled: false } });
  });

  it('says the product is offered everywhere when no country is closed', async () => {
    answers['/options/countries'] = () => [];
    signIn('super');
    const { container } = await render('/option-settings/countries');
    expect(
      await until(() =>
        container.textContent?.includes('No country is closed: seconds options are offered everywhere'),
      ),
    ).toBe(true);
  });
});

describe('orders (read-only)', () => {
  it('shows open and settled orders with their prices, result and receipt, and asks for the address’s search', async () => {
    signIn('support');
    await render('/option-orders?state=settled&user_id=7&page=2&limit=50');
    const settled = await until(() => byId('option-order-row-4'));
    expect(settled?.textContent).toContain('BTC/USDT');
    expect(settled?.textContent).toContain('Up');
    expect(settled?.textContent).toContain('60 s');
    expect(settled?.textContent).toContain('payout 0.8 · loss 1');
    expect(settled?.textContent).toContain('100 USDT');
    expect(settled?.textContent).toContain('50010.25');
    expect(settled?.textContent).toContain('Win');
    expect(settled?.textContent).toContain('180 USDT');
    expect(settled?.textContent).toContain('+80');
    expect(settled?.textContent).toContain('0123456789ab…');
    expect(byId('option-receipt-verify-0123456789abcdef0123456789abcdef')?.getAttribute('href')).toBe(
      '/api/receipt/verify?id=0123456789abcdef0123456789abcdef',
    );
    expect(settled?.querySelector('a[href="/users/7"]')).not.toBeNull();

    const open = byId('option-order-row-5');
    expect(open?.textContent).toContain('Down');
    expect(open?.textContent).toContain('Open');
    // While open the wire repeats the open price as the end price: shown as none yet.
    expect(open?.textContent?.match(/50000\.5/g)).toHaveLength(1);

    expect(byId('option-orders-read-only')?.textContent).toContain('there is deliberately no way to set a price');
    const [call] = called('/options/orders');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      state: 'settled',
      user_id: '7',
      page: '2',
      limit: '50',
      lang: 'en',
    });
    expect([...document.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Edit');
    expect(calls().filter((c) => c.init?.method && c.init.method !== 'GET')).toEqual([]);
  });

  it('asks for both states, first page, 20 a page by default', async () => {
    signIn('finance');
    await render('/option-orders');
    await until(() => byId('option-order-row-4'));
    expect(called('/options/orders')[0]?.url.search).toBe('?page=1&limit=20&lang=en');
  });

  it('says when no order matches the search', async () => {
    answers['/options/orders'] = () => paged([]);
    signIn('super');
    const { container } = await render('/option-orders?user_id=99');
    expect(await until(() => container.textContent?.includes('No order matches this search'))).toBe(true);
  });
});

describe('house result (finance)', () => {
  it('lists each day and coin, with the totals of the days listed', async () => {
    signIn('finance');
    await render('/option-house');
    const day = await until(() => byId('option-house-row-2025-01-03-USDT'));
    expect(day?.textContent).toContain('-1.5');
    expect(day?.textContent).toContain('0.03 USDT');
    expect(byId('option-house-row-2025-01-02-USDT')?.textContent).toContain('+20');
    const total = byId('option-house-total-USDT');
    expect(total?.textContent).toContain('+18.5');
    expect(total?.textContent).toContain('Orders: 5 · fees: 0.05 USDT');
  });

  it('says when nothing has settled yet', async () => {
    answers['/options/house'] = () => [];
    signIn('super');
    const { container } = await render('/option-house');
    expect(await until(() => container.textContent?.includes('No settled order yet'))).toBe(true);
    expect(byId('option-house-totals')).toBeNull();
  });
});
