import { ADMIN_ROLES, type AdminRole } from '@app/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { visibleMenu } from '../../app/menu';
import { signedInRoutes } from '../../app/signed-in';
import { initI18n, loadTexts } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import type { CheckAnswer, SignedHead, SourceChange, SourcesAnswer } from './api';
import TransparencyPage from './pages/transparency-page';
import { feature } from './routes';

// The transparency screen through the real route table (signed-in layout, section guard, lazy page and its texts),
// against a mocked server: the public calls it makes, what it shows, who may open it, and the verifier.

vi.mock('antd/es/message', () => ({ default: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// A screen's first open compiles its chunk and antd's: tens of seconds on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

const SOURCES: SourcesAnswer = {
  method: { max_age_ms: 10_000, band_percent: '3', weights: { binance: '2', okx: '1' } },
  instruments: [
    {
      symbol: 'BTC/USDT',
      simulated: false,
      sources: [
        { name: 'binance', kind: 'binance', host: 'stream.binance.com' },
        { name: 'okx', kind: 'okx', host: 'ws.okx.com' },
      ],
      effective_at: Date.UTC(2026, 11, 7, 9),
    },
    { symbol: 'AAPL', simulated: true, sources: [{ name: 'sim', kind: 'simulator', host: null }], effective_at: null },
  ],
};
const head = (size: number, symbol = 'BTC/USDT'): SignedHead => ({
  symbol,
  size,
  root: `${'a'.repeat(10)}${'0'.repeat(44)}${'b'.repeat(10)}`,
  ts: Date.UTC(2026, 11, 7, 18, 0, size % 60),
  key_id: '0011223344556677',
  signature: 'c'.repeat(128),
});
const HISTORY: SourceChange[] = [
  {
    symbol: 'BTC/USDT',
    sources: SOURCES.instruments[0]!.sources,
    method: SOURCES.method,
    effective_at: Date.UTC(2026, 11, 7, 9),
  },
];
const KEY = { algorithm: 'Ed25519', public_key: 'e'.repeat(64), key_id: '0011223344556677' };

type Answer = (url: URL, init?: RequestInit) => unknown;
const ANSWERS: Record<string, Answer> = {
  '/admin/me': () => null,
  '/market/sources': () => SOURCES,
  '/market/log/key': () => KEY,
  '/market/log/head': (u) => head(1234, u.searchParams.get('symbol') ?? ''),
  '/market/log/heads': (u) => {
    const page = Number(u.searchParams.get('page'));
    const limit = Number(u.searchParams.get('limit'));
    const all = Array.from({ length: 25 }, (_, i) => head(1234 - i));
    const list = all.slice((page - 1) * limit, page * limit);
    // As the server answers: no full count, one past the page while more heads follow.
    return { list, total: (page - 1) * limit + list.length + (all.length > page * limit ? 1 : 0), page, limit };
  },
  '/market/sources/history': () => HISTORY,
};
let answers: Record<string, Answer> = { ...ANSWERS };

const fetchMock = vi.fn<typeof fetch>();
const called = (path: string) =>
  fetchMock.mock.calls
    .map(([u, init]) => ({ url: new URL(String(u), 'http://admin'), init }))
    .filter((c) => c.url.pathname === `/api${path}`);

let cleanup: (() => void) | undefined;
const signIn = (role: AdminRole) =>
  useSession.setState({ token: 'tok', admin: { id: 1, email: 'a@example.com', name: 'A', role } });

/** Through the route table (`path`), or the screen alone with its texts loaded (its data and verifier). */
async function render(path: string, alone = false) {
  const router = createMemoryRouter(signedInRoutes([feature]), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  if (alone) await loadTexts('receipts');
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        {alone ? <TransparencyPage /> : <RouterProvider router={router} />}
      </QueryClientProvider>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return container;
}

const byId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
/** A table's data rows, or null while it has none. */
const rowsOf = (id: string) => {
  const rows = [...(byId(id)?.querySelectorAll<HTMLElement>('tbody tr.ant-table-row') ?? [])];
  return rows.length > 0 ? rows : null;
};
async function until<T>(check: () => T, ms = 40_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await act(() => new Promise((r) => setTimeout(r, 10)));
  return check();
}
function typeInto(el: HTMLElement | null, value: string) {
  const field = el?.matches('input, textarea') ? el : el?.querySelector('input, textarea');
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const click = (id: string) => act(() => byId(id)?.click());

beforeAll(async () => {
  await initI18n('en');
  const style = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => style(element));
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
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (request, init) => {
    const url = new URL(String(request), 'http://admin');
    const path = url.pathname.replace(/^\/api/, '');
    const answer = answers[path];
    return new Response(
      JSON.stringify(answer ? { type: 'ok', message: answer(url, init) } : { type: 'error', message: `no ${path}` }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  await act(() => new Promise((r) => setTimeout(r, 50)));
  cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
  useSession.setState({ token: null, admin: null });
});

describe('transparency in the menu', () => {
  it('sits in the market group for every admin role (the data is public)', () => {
    const entries = (role: AdminRole) =>
      visibleMenu(role, [feature]).flatMap((g) => g.items.map((i) => `${g.group}:${i.path}`));
    for (const role of ADMIN_ROLES) expect(entries(role)).toEqual(['market:transparency']);
  });

  it('opens for a support admin too', async () => {
    signIn('support');
    const container = await render('/transparency');
    await until(() => called('/market/sources').length > 0);
    expect(container.textContent).not.toContain('Not available');
  });
});

describe('the transparency screen (super)', () => {
  it('shows the method, the key, the sources per instrument, and the picked instrument’s heads and history', async () => {
    signIn('super');
    await render('/transparency', true);
    const rows = await until(() => rowsOf('tr-instruments'));
    expect([...(rows ?? [])].map((r) => r.textContent)).toEqual([
      'BTC/USDTMarketbinance (binance, stream.binance.com), okx (okx, ws.okx.com)2026-12-07 09:00:00 UTC',
      'AAPLSimulatedsim (simulator)Not recorded yet',
    ]);
    expect(byId('tr-method')?.textContent).toContain('10 s');
    expect(byId('tr-method')?.textContent).toContain('± 3 %');
    expect(byId('tr-method')?.textContent).toContain('Weighted mean (binance 2, okx 1)');
    expect((await until(() => byId('tr-key-id')))?.textContent).toBe('0011223344556677');
    expect(byId('tr-key')?.textContent).toContain('e'.repeat(64));

    expect((await until(() => byId('tr-head-size')))?.textContent).toBe('1234');
    expect(byId('tr-head')?.textContent).toContain('aaaaaaaaaa…bbbbbbbbbb');
    expect(called('/market/log/head')[0]?.url.searchParams.get('symbol')).toBe('BTC/USDT');
    const heads = await until(() => rowsOf('tr-heads'));
    expect(heads?.length).toBe(10);
    expect(heads?.[0]?.textContent).toContain('1234');
    expect(called('/market/log/heads')[0]?.url.searchParams.toString()).toContain('symbol=BTC%2FUSDT&page=1&limit=10');
    const history = await until(() => byId('tr-history')?.querySelector('tbody tr.ant-table-row'));
    expect(history?.textContent).toContain('binance (binance, stream.binance.com), okx (okx, ws.okx.com)');
    expect(history?.textContent).toContain('± 3 %');

    // The heads are paged by the server, which only tells whether a next page exists: page 2 leads on to page 3.
    expect(document.querySelector('.ant-pagination-item-3')).toBeNull();
    const page2 = document.querySelector<HTMLElement>('.ant-pagination-item-2');
    act(() => page2?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    const page3 = await until(() => document.querySelector<HTMLElement>('.ant-pagination-item-3'));
    act(() => page3?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await until(() => called('/market/log/heads').some((c) => c.url.searchParams.get('page') === '3'));
    const last = await until(() =>
      byId('tr-heads')?.querySelector('tbody tr.ant-table-row')?.textContent?.includes('1214')
        ? byId('tr-heads')
        : null,
    );
    expect(last?.querySelectorAll('tbody tr.ant-table-row').length).toBe(5);
  });

  it('shows the server’s refusal when the sources cannot be read', async () => {
    answers = { ...ANSWERS, '/market/sources': () => undefined };
    delete answers['/market/sources'];
    signIn('super');
    await render('/transparency', true);
    expect((await until(() => byId('tr-error')))?.textContent).toContain('no /market/sources');
  });

  it('verifies a pasted bundle and lists each check, and refuses what is not one', async () => {
    const verdict: CheckAnswer = {
      ok: false,
      checks: [
        { name: 'head signature BTC/USDT', ok: true, detail: 'signed by 0011223344556677' },
        { name: 'inclusion BTC/USDT#41', ok: false, detail: 'root mismatch' },
      ],
    };
    answers = { ...ANSWERS, '/receipt/check': () => verdict };
    signIn('super');
    await render('/transparency', true);
    await until(() => byId('tr-run'));
    click('tr-run');
    expect((await until(() => byId('tr-problem')))?.textContent).toBe('Paste a bundle or load one first');
    typeInto(byId('tr-bundle'), '{"format":');
    click('tr-run');
    expect(
      await until(() => (byId('tr-problem')?.textContent?.includes('JSON') ? byId('tr-problem') : null)),
    ).toHaveProperty('textContent', 'This is not valid JSON');
    expect(called('/receipt/check')).toEqual([]);

    const bundle = { format: 'openx-receipt-bundle/1', receipt: { id: 'r' } };
    typeInto(byId('tr-bundle'), JSON.stringify(bundle));
    click('tr-run');
    const rows = await until(() => rowsOf('tr-checks'));
    expect(JSON.parse(String(called('/receipt/check')[0]?.init?.body))).toEqual(bundle);
    expect(byId('tr-verdict')?.textContent).toBe('1 of 2 checks failed');
    expect([...(rows ?? [])].map((r) => r.textContent)).toEqual([
      'head signature BTC/USDTPasssigned by 0011223344556677',
      'inclusion BTC/USDT#41Failroot mismatch',
    ]);
    expect(byId('tr-command')?.textContent).toContain('npm run verify-receipt -- bundle.json');
  });

  it('loads a bundle by receipt id into the text area', async () => {
    const bundle = { format: 'openx-receipt-bundle/1', receipt: { id: 'f'.repeat(32) } };
    answers = { ...ANSWERS, '/receipt/bundle': () => bundle };
    signIn('super');
    await render('/transparency', true);
    await until(() => byId('tr-id'));
    typeInto(byId('tr-id'), 'nope');
    click('tr-load');
    expect((await until(() => byId('tr-problem')))?.textContent).toBe('A receipt ID has 32 characters, 0-9 and a-f');
    typeInto(byId('tr-id'), 'f'.repeat(32));
    click('tr-load');
    const area = await until(() => {
      const el = byId('tr-bundle') as HTMLTextAreaElement | null;
      return el?.value ? el : null;
    });
    expect(JSON.parse(area?.value ?? '')).toEqual(bundle);
    expect(called('/receipt/bundle')[0]?.url.searchParams.get('id')).toBe('f'.repeat(32));
  });
});
