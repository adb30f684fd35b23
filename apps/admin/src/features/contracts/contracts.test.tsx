import type { AdminRole } from '@app/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { visibleMenu } from '../../app/menu';
import { signedInRoutes } from '../../app/signed-in';
import { initI18n } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import type { ContractPair, Insurance, Liquidation, OvernightRun, Position, RiskRow } from './api/types';
import { feature } from './routes';

// The contracts screens through the real route table (the signed-in layout, the section guard, the lazy page and its
// texts), against a mocked server: what each screen asks for, what it shows, and who may open it.

vi.mock('antd/es/message', () => ({ default: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// A screen's first open compiles its chunk and antd's: seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const PAIR: ContractPair = {
  id: 1,
  symbol: 'BTC/USDT',
  area: 'contract',
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  settle_currency: 'USDT',
  account: 'lever',
  lot_size: '0.001',
  min_lots: 2,
  max_lots: 0,
  multiples: [5, 10, 20],
  share_presets: [1, 5],
  spread: '0.01',
  fee_rate: '0.0005',
  overnight_rate: '0.0005',
  liquidation_threshold: '10',
  precision: 2,
  high_leverage: true,
  limit_entries: true,
  market_open: true,
  last_price: '50000.00',
  change: '0.5',
  enabled: true,
};
const STOCK: ContractPair = {
  ...PAIR,
  id: 7,
  symbol: 'AAPL/USD',
  area: 'stock',
  currency_name: 'AAPL',
  legal_name: 'USD',
  account: 'stock',
  max_lots: 100,
  market_open: false,
};

const POSITION: Position = {
  id: 42,
  symbol: 'BTC/USDT',
  area: 'contract',
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  settle_currency: 'USDT',
  type: 1,
  status: 1,
  margin_mode: 'cross',
  share: 2,
  number: '0.002',
  multiple: 10,
  origin_price: '50000',
  price: '50000.01',
  update_price: '50100.00',
  target_profit_price: '51000',
  stop_loss_price: '',
  origin_caution_money: '10.000002',
  caution_money: '10.000002',
  trade_fee: '0.05',
  overnight_money: '0',
  profits: '0.19998',
  fact_profits: '',
  close_price: '',
  close_reason: '',
  liquidation_price: '45100.5',
  create_time: '2025-01-02 03:04:05',
  transaction_time: '2025-01-02 03:04:05',
  complete_time: '',
  user_id: 7,
  user: 'demo@example.com',
};

const riskRow = (user_id: number, hazard_rate: string, threshold = '10'): RiskRow => ({
  user_id,
  user: `u${user_id}@example.com`,
  area: 'contract',
  settle_currency: 'USDT',
  positions: 1,
  balance: '100',
  margin: '10',
  profits: '-1',
  hazard_rate,
  threshold,
});

const LIQUIDATION: Liquidation = {
  id: 3,
  user_id: 9,
  user: 'u9@example.com',
  settle_currency: 'USDT',
  area: 'contract',
  margin_mode: 'cross',
  risk_rate: '8.5',
  threshold: '10',
  positions: 2,
  pnl: '-95.5',
  insurance_paid: '1.25',
  position_ids: [11, 12],
  receipt_ids: ['rcpt_0001', 'rcpt_0002'],
  created_at: '2025-01-03 00:00:00',
};

const INSURANCE: Insurance = {
  accounts: [{ currency: 'USDT', insurance: '1000', house_pnl: '-12.5', fees: '3.25' }],
  paid: { USDT: '1.25', ETH: '0.01' },
  liquidations: 4,
};

const RUNS: OvernightRun[] = [
  {
    id: 2,
    day: '2999-01-01',
    state: 'due',
    due_at: '2999-01-01 00:01:00',
    settled_at: '',
    positions: 0,
    totals: {},
    uncollected: {},
    attempts: 0,
    last_error: '',
  },
  {
    id: 1,
    day: '2025-01-02',
    state: 'done',
    due_at: '2025-01-02 00:01:00',
    settled_at: '2025-01-02 00:01:03',
    positions: 3,
    totals: { USDT: '1.5' },
    uncollected: { USDT: '0.25' },
    attempts: 1,
    last_error: 'deadlock detected',
  },
];

const paged = <T,>(list: T[], page = 1, limit = 20) => ({ list, total: list.length, page, limit });

/** The mocked server: `/api/admin<path>` → its answer (a function of the URL for paged lists). */
const ANSWERS: Record<string, (url: URL) => unknown> = {
  '/me': () => null,
  '/contracts/pairs': () => [PAIR, STOCK],
  '/contracts/positions': (u) =>
    paged([POSITION], Number(u.searchParams.get('page')), Number(u.searchParams.get('limit'))),
  '/contracts/risk': () => [riskRow(1, '9.5'), riskRow(2, '15'), riskRow(3, '250'), riskRow(4, '')],
  '/contracts/liquidations': () => paged([LIQUIDATION]),
  '/contracts/insurance': () => INSURANCE,
  '/contracts/overnight': () => paged(RUNS),
};

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: new URL(String(url), 'http://admin'), init }));
const called = (path: string) => calls().filter((c) => c.url.pathname === `/api/admin${path}`);

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

const byId = (c: HTMLElement, id: string) => c.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** Waits for `check` to hold (a page's first open compiles its chunk: seconds on a loaded machine). */
async function until<T>(check: () => T, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return check();
}

function type(input: HTMLElement | null, value: string) {
  const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    set?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

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
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://admin');
    const path = url.pathname.replace(/^\/api\/admin/, '');
    if (init?.method === 'PUT' && path.startsWith('/contracts/pairs/')) {
      const body = JSON.parse(String(init.body)) as Partial<ContractPair>;
      return new Response(JSON.stringify({ type: 'ok', message: { ...PAIR, ...body } }));
    }
    const answer = ANSWERS[path];
    return new Response(
      JSON.stringify(answer ? { type: 'ok', message: answer(url) } : { type: 'error', message: `no ${path}` }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  // antd's menu and tables measure themselves on timers: let those land inside act before unmounting.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
  useSession.setState({ token: null, admin: null });
});

describe('contracts menu and screens by role', () => {
  const entries = (role: AdminRole) =>
    visibleMenu(role, [feature]).flatMap((g) => g.items.map((i) => `${g.group}:${i.path}`));

  it('shows super every entry, finance positions and risk, support positions, content nothing', () => {
    expect(entries('super')).toEqual([
      'contracts:contract-pairs',
      'contracts:contract-positions',
      'contracts:contract-risk',
    ]);
    expect(entries('finance')).toEqual(['contracts:contract-positions', 'contracts:contract-risk']);
    expect(entries('support')).toEqual(['contracts:contract-positions']);
    expect(entries('content')).toEqual([]);
  });

  it.each([
    ['finance', '/contract-pairs', '/contracts/pairs'],
    ['support', '/contract-risk', '/contracts/risk'],
    ['support', '/contract-risk/liquidations', '/contracts/liquidations'],
    ['support', '/contract-risk/insurance', '/contracts/insurance'],
    ['support', '/contract-risk/overnight', '/contracts/overnight'],
    ['content', '/contract-positions', '/contracts/positions'],
  ] as const)('turns %s away from %s before asking the server', async (role, path, call) => {
    signIn(role);
    const { container } = await render(path);
    expect(await until(() => container.textContent?.includes('Not available'))).toBe(true);
    expect(called(call)).toEqual([]);
  });

  it.each([
    ['finance', '/contract-risk/insurance', 'contract-insurance'],
    ['support', '/contract-positions', 'contract-positions-table'],
  ] as const)('lets %s open %s', async (role, path, testId) => {
    signIn(role);
    const { container } = await render(path);
    expect(await until(() => byId(container, testId))).toBeTruthy();
  });
});

describe('pairs screen (super)', () => {
  it('lists crypto and stock pairs with their terms, and filters by area', async () => {
    signIn('super');
    const { container } = await render('/contract-pairs');
    const row = await until(() => byId(container, 'contract-pair-row-1'));
    expect(row?.textContent).toContain('BTC/USDT');
    expect(row?.textContent).toContain('×20');
    expect(row?.textContent).toContain('0.0005 (0.05 %)');
    expect(row?.textContent).toContain('no limit');
    expect(byId(container, 'contract-pair-row-7')?.textContent).toContain('Stocks');
    const stocks = [...container.querySelectorAll<HTMLElement>('.ant-segmented-item')].find(
      (e) => e.textContent === 'Stocks',
    );
    act(() => stocks?.click());
    expect(await until(() => !byId(container, 'contract-pair-row-1'))).toBe(true);
    expect(byId(container, 'contract-pair-row-7')).not.toBeNull();
  });

  it('checks the drawer like the server, sends nothing while a field is refused, then only what changed', async () => {
    signIn('super');
    const { container } = await render('/contract-pairs');
    await until(() => byId(container, 'contract-pair-edit-1'));
    act(() => byId(container, 'contract-pair-edit-1')?.click());
    const fee = await until(() => document.querySelector<HTMLInputElement>('[data-testid="contract-pair-fee-rate"]'));
    const input = (id: string) => document.querySelector<HTMLInputElement>(`[data-testid="${id}"]`);
    expect(input('contract-pair-lot-size')?.value).toBe('0.001');
    expect(document.body.textContent).toContain('open positions keep the terms they were opened with');

    type(fee, '0.2');
    type(input('contract-pair-overnight-rate'), '0.02');
    type(input('contract-pair-liquidation-threshold'), '12.345');
    type(input('contract-pair-spread'), '0.001');
    type(input('contract-pair-max-lots'), '1');
    act(() => input('contract-pair-save')?.click());
    const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    await until(() => errors().length >= 5);
    expect(errors()).toEqual(
      expect.arrayContaining([
        'A rate from 0 to 0.1 (10 %)',
        'A rate from 0 to 0.01 (1 % a day)',
        'A percentage from 0 to 99 with at most 2 decimals',
        'A decimal with at most 2 decimals (the pair’s price decimals)',
        '0 (no limit) or a whole number not below the minimum',
      ]),
    );
    expect(document.body.textContent).toContain('= 20 %');
    expect(calls().filter((c) => c.init?.method === 'PUT')).toEqual([]);

    type(fee, '0.001');
    type(input('contract-pair-overnight-rate'), '0.0005');
    type(input('contract-pair-liquidation-threshold'), '10');
    type(input('contract-pair-spread'), '0.01');
    type(input('contract-pair-max-lots'), '0');
    act(() => input('contract-pair-save')?.click());
    const put = await until(() => calls().find((c) => c.init?.method === 'PUT'));
    expect(put?.url.pathname).toBe('/api/admin/contracts/pairs/1');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ fee_rate: '0.001' });
  });
});

describe('positions screen', () => {
  it('is read-only, says so, and asks for the filters and page of the address', async () => {
    signIn('support');
    const { container } = await render('/contract-positions?status=-1&user_id=7&area=contract&page=2&limit=50');
    const row = await until(() => byId(container, 'contract-position-row-42'));
    expect(row?.textContent).toContain('BTC/USDT');
    expect(row?.textContent).toContain('Long ×10');
    expect(row?.textContent).toContain('+0.19998');
    expect(row?.textContent).toContain('45100.5');
    expect(byId(container, 'contract-positions-read-only')?.textContent).toContain(
      'there is deliberately no way to change a position’s price or outcome',
    );
    const [call] = called('/contracts/positions');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      status: '-1',
      user_id: '7',
      area: 'contract',
      page: '2',
      limit: '50',
      lang: 'en',
    });
    expect(container.querySelector('button[data-testid^="contract-pair-edit"]')).toBeNull();
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Edit');
  });

  it('asks for open positions, first page, 20 a page by default', async () => {
    signIn('finance');
    const { container } = await render('/contract-positions');
    await until(() => byId(container, 'contract-position-row-42'));
    const [call] = called('/contracts/positions');
    expect(call?.url.search).toBe('?status=1&page=1&limit=20&lang=en');
  });
});

describe('risk desk (finance)', () => {
  it('lists accounts lowest risk rate first and marks those at or near their threshold', async () => {
    signIn('finance');
    const { container } = await render('/contract-risk');
    await until(() => byId(container, 'contract-risk-row-4-contract-USDT'));
    const rows = [...container.querySelectorAll<HTMLElement>('[data-testid^="contract-risk-row-"]')];
    expect(rows.map((r) => [r.dataset.testid, r.dataset.level])).toEqual([
      ['contract-risk-row-1-contract-USDT', 'due'],
      ['contract-risk-row-2-contract-USDT', 'near'],
      ['contract-risk-row-3-contract-USDT', 'safe'],
      ['contract-risk-row-4-contract-USDT', 'none'],
    ]);
    expect(rows[0]?.style.background).not.toBe('');
    expect(rows[2]?.style.background).toBe('');
    expect(byId(container, 'contract-risk-summary')?.textContent).toBe(
      'Accounts: 4 · near the threshold: 1 · at or below it: 1',
    );
    expect([...(rows[0]?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toContain(
      '/contract-positions?user_id=1&area=contract',
    );
  });

  it('shows liquidations with their positions and receipt ids (no receipt view to link to)', async () => {
    signIn('finance');
    const { container } = await render('/contract-risk/liquidations');
    const row = await until(() => byId(container, 'contract-liquidation-row-3'));
    expect(row?.textContent).toContain('#11, #12');
    expect(row?.textContent).toContain('rcpt_0001');
    expect(row?.textContent).toContain('rcpt_0002');
    expect(row?.textContent).toContain('8.5 %');
    expect(byId(container, 'contract-liquidation-positions-3')?.getAttribute('href')).toBe(
      '/contract-positions?status=3&user_id=9&area=contract',
    );
    expect(row?.querySelector('a[href*="rcpt_"]')).toBeNull();
    expect(byId(container, 'contract-risk-tab-liquidations')).not.toBeNull();
  });

  it('shows the insurance fund as one card per coin', async () => {
    signIn('super');
    const { container } = await render('/contract-risk/insurance');
    const usdt = await until(() => byId(container, 'contract-insurance-USDT'));
    expect(usdt?.textContent).toContain('1000');
    expect(usdt?.textContent).toContain('-12.5');
    expect(usdt?.textContent).toContain('1.25');
    expect(usdt?.textContent).toContain('3.25');
    // A coin paid by a liquidation has its card even without a system account yet.
    expect(byId(container, 'contract-insurance-ETH')?.textContent).toContain('0.01');
    expect(byId(container, 'contract-insurance-liquidations')?.textContent).toBe('Liquidations so far: 4');
  });

  it('shows the overnight runs with their state, totals, uncollected amounts and errors', async () => {
    signIn('finance');
    const { container } = await render('/contract-risk/overnight');
    const done = await until(() => byId(container, 'contract-overnight-row-1'));
    expect(done?.textContent).toContain('Done');
    expect(done?.textContent).toContain('1.5 USDT');
    expect(done?.textContent).toContain('0.25 USDT');
    expect(done?.textContent).toContain('deadlock detected');
    expect(byId(container, 'contract-overnight-row-2')?.textContent).toContain('Scheduled');
  });
});
