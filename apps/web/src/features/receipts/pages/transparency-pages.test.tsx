import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import type { CheckAnswer, SignedHead, SourceChange, SourcesAnswer } from '../api/transparency';
import TransparencyPage from './transparency-page';
import VerifyPage from './verify-page';

// Both public pages against a mocked server: what they ask for, what they show, and their empty and error states.

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const ok = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
const refusal = (message: string) => new Response(JSON.stringify({ type: 'error', message }), { status: 200 });

const SOURCES: SourcesAnswer = {
  method: { max_age_ms: 10_000, band_percent: '3' },
  instruments: [
    {
      symbol: 'BTC/USDT',
      simulated: false,
      sources: [
        { name: 'binance', kind: 'binance', host: 'stream.binance.com' },
        { name: 'okx', kind: 'okx', host: 'ws.okx.com' },
      ],
      effective_at: Date.UTC(2026, 11, 7, 9, 0, 0),
    },
    {
      symbol: 'AAPL',
      simulated: true,
      sources: [{ name: 'sim', kind: 'simulator', host: null }],
      effective_at: null,
    },
  ],
};
const HEAD: SignedHead = {
  symbol: 'BTC/USDT',
  size: 1234,
  root: `${'ab'.repeat(4)}${'0'.repeat(48)}${'cd'.repeat(4)}`,
  ts: Date.UTC(2026, 11, 7, 18, 0, 5),
  key_id: '0011223344556677',
  signature: 'ff',
};
const KEY = { algorithm: 'Ed25519', public_key: 'e'.repeat(64), key_id: '0011223344556677' };
const HISTORY: SourceChange[] = [
  {
    symbol: 'BTC/USDT',
    sources: SOURCES.instruments[0]!.sources,
    method: SOURCES.method,
    effective_at: Date.UTC(2026, 11, 7, 9),
  },
  {
    symbol: 'BTC/USDT',
    sources: [{ name: 'binance', kind: 'binance', host: 'stream.binance.com' }],
    method: { max_age_ms: 10_000, band_percent: '5' },
    effective_at: Date.UTC(2026, 10, 1),
  },
];
const BUNDLE = { receipt: { id: 'r1', result: { end_price: '50010.25' } }, leaves: [], head: HEAD };

type Answer = (url: URL, init?: RequestInit) => Response;
let server: Record<string, Answer> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const answer = server[url.pathname];
  if (!answer) return new Response('not found', { status: 404 });
  return answer(url, init);
});

async function until(done: () => boolean) {
  for (let i = 0; i < 300 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
  if (!done()) throw new Error('timed out waiting');
}

beforeAll(() => loadTexts('en', ['transparency']));
let unmount = () => {};
afterEach(() => {
  unmount();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

function mount(node: ReactNode, at = '/') {
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ token: '', lang: 'en' });
  const router = memoryRouter([{ path: '/', element: node }], [at]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const r = renderApp(<QueryClientProvider client={client}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  return (id: string) => document.body.querySelector<HTMLElement>(`[data-testid="${id}"]`);
}

const calls = (path: string) =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).filter((u) => u.pathname === path);

describe('the transparency page', () => {
  it('explains the method with its figures, lists the instruments, and opens one on its sources, head and history', async () => {
    server = {
      '/api/market/sources': () => ok(SOURCES),
      '/api/market/log/key': () => ok(KEY),
      '/api/market/log/head': () => ok(HEAD),
      '/api/market/sources/history': () => ok(HISTORY),
    };
    const q = mount(<TransparencyPage />);
    await until(() => q('tp-method') !== null && q('tp-key-id') !== null);
    expect(q('tp-method')?.textContent).toContain('older than 10 s is left out');
    expect(q('tp-method')?.textContent).toContain('within 3 % of the middle price');
    expect(q('tp-method')?.textContent).toContain('Mean, equal weights');
    expect(q('tp-key-id')?.textContent).toBe('0011223344556677');
    expect(q('tp-key')?.textContent).toContain('e'.repeat(64));
    expect(q('tp-panel-BTC/USDT')?.textContent).toContain('Sources: 2');
    expect(q('tp-panel-AAPL')?.textContent).toContain('Simulated');
    expect(q('tp-panel-BTC/USDT')?.textContent).not.toContain('Simulated');
    // Heads and history are asked for only when an instrument is opened.
    expect(calls('/api/market/log/head')).toHaveLength(0);

    click(q('tp-panel-BTC/USDT'));
    await until(() => q('tp-head-BTC/USDT') !== null && q('tp-history-BTC/USDT') !== null);
    expect(calls('/api/market/log/head')[0]?.searchParams.get('symbol')).toBe('BTC/USDT');
    expect(calls('/api/market/sources/history')[0]?.searchParams.get('symbol')).toBe('BTC/USDT');
    const detail = q('tp-instrument-BTC/USDT');
    expect([...(detail?.querySelectorAll('[data-testid="tp-source"]') ?? [])].map((r) => r.textContent)).toEqual([
      'binancebinancestream.binance.com',
      'okxokxws.okx.com',
    ]);
    expect(detail?.textContent).toContain('In effect since 2026-12-07 09:00:00 UTC');
    expect(q('tp-head-size')?.textContent).toBe('1234');
    expect(q('tp-head-root')?.textContent).toBe('abababab…cdcdcdcd');
    expect(q('tp-head-root')?.getAttribute('title')).toBe(HEAD.root);
    expect(q('tp-head-BTC/USDT')?.textContent).toContain('2026-12-07 18:00:05 UTC');
    expect(q('tp-history-BTC/USDT')?.textContent).toContain('binance, okx · band 3 %');
    expect(q('tp-history-BTC/USDT')?.textContent).toContain('2026-11-01 00:00:00 UTC');
    expect(q('tp-history-BTC/USDT')?.textContent).toContain('binance · band 5 %');
  });

  it('names the weights when the method has them, and says when a log has no signed head yet', async () => {
    server = {
      '/api/market/sources': () =>
        ok({ ...SOURCES, method: { ...SOURCES.method, weights: { binance: '2', okx: '1' } } }),
      '/api/market/log/key': () => ok(KEY),
      '/api/market/log/head': () => ok(null),
      '/api/market/sources/history': () => ok([]),
    };
    const q = mount(<TransparencyPage />);
    await until(() => q('tp-method') !== null);
    expect(q('tp-method')?.textContent).toContain('Weighted mean');
    expect(q('tp-method')?.textContent).toContain('binance 2, okx 1');
    click(q('tp-panel-AAPL'));
    await until(() => q('tp-instrument-AAPL')?.textContent?.includes('No signed head yet') === true);
    expect(q('tp-instrument-AAPL')?.textContent).toContain('not from a market');
    expect(q('tp-instrument-AAPL')?.textContent).toContain('No change recorded');
    // The simulator has no host and its set no recorded start yet.
    expect(q('tp-instrument-AAPL')?.querySelector('[data-testid="tp-source"]')?.textContent).toBe('simsimulator—');
    expect(q('tp-instrument-AAPL')?.textContent).not.toContain('In effect since');
  });

  it('shows the empty state without instruments and the error state with a retry when the call fails', async () => {
    let fail = true;
    server = {
      '/api/market/sources': () => (fail ? new Response('', { status: 500 }) : ok({ ...SOURCES, instruments: [] })),
      '/api/market/log/key': () => ok(KEY),
    };
    const q = mount(<TransparencyPage />);
    await until(() => q('retry-button') !== null);
    fail = false;
    click(q('retry-button'));
    await until(() => q('empty-state') !== null);
    expect(q('empty-state')?.textContent).toContain('No instrument has a price source yet');
  });
});

describe('the receipt verifier', () => {
  const type = (el: HTMLElement | null, value: string) => {
    const input = el?.querySelector('textarea, input') as HTMLTextAreaElement | HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
    act(() => {
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };

  it('posts the pasted bundle as it is and shows every check with pass or fail and its detail', async () => {
    const answer: CheckAnswer = {
      ok: false,
      checks: [
        { name: 'signature', ok: true, detail: 'head signed by 0011223344556677' },
        { name: 'inclusion', ok: false, detail: 'leaf 41 does not hash to the proof' },
      ],
    };
    let body: Record<string, unknown> | undefined;
    server = {
      '/api/receipt/check': (_u, init) => {
        body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return ok(answer);
      },
    };
    const q = mount(<VerifyPage />);
    type(q('tp-bundle'), JSON.stringify(BUNDLE));
    click(q('tp-run'));
    await until(() => q('tp-results') !== null);
    expect(body).toMatchObject(BUNDLE);
    expect(q('tp-verdict')?.textContent).toBe('1 of 2 checks failed');
    expect(q('tp-verdict')?.dataset.ok).toBe('false');
    const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="tp-check"]')];
    expect(rows.map((r) => [r.dataset.ok, r.textContent])).toEqual([
      ['true', 'Passsignaturehead signed by 0011223344556677'],
      ['false', 'Failinclusionleaf 41 does not hash to the proof'],
    ]);
    expect(q('tp-command')?.textContent).toBe('npm run verify-receipt -- bundle.json');
  });

  it('says all checks passed only when every one did', async () => {
    server = {
      '/api/receipt/check': () => ok({ ok: true, checks: [{ name: 'signature', ok: true, detail: '' }] }),
    };
    const q = mount(<VerifyPage />);
    type(q('tp-bundle'), JSON.stringify(BUNDLE));
    click(q('tp-run'));
    await until(() => q('tp-verdict') !== null);
    expect(q('tp-verdict')?.textContent).toBe('All checks passed');
  });

  it('refuses to send what is not a bundle, and cannot download it', async () => {
    server = {};
    const q = mount(<VerifyPage />);
    click(q('tp-run'));
    expect(q('tp-problem')?.textContent).toBe('Paste a bundle or load one first');
    type(q('tp-bundle'), '{"receipt":');
    click(q('tp-run'));
    expect(q('tp-problem')?.textContent).toBe('This is not valid JSON');
    expect((q('tp-download') as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads a bundle by receipt id (the link from a receipt) and shows a refusal inline', async () => {
    const id = '0123456789abcdef0123456789abcdef';
    server = { '/api/receipt/bundle': () => ok(BUNDLE) };
    const q = mount(<VerifyPage />, `/?id=${id}`);
    await until(() => (q('tp-bundle')?.querySelector('textarea')?.value ?? '') !== '');
    expect(calls('/api/receipt/bundle')[0]?.searchParams.get('id')).toBe(id);
    expect(JSON.parse(q('tp-bundle')!.querySelector('textarea')!.value)).toEqual(BUNDLE);
    expect((q('tp-download') as HTMLButtonElement).disabled).toBe(false);

    server = { '/api/receipt/bundle': () => refusal('Receipt not found') };
    type(q('tp-id'), 'not-an-id');
    click(q('tp-load'));
    expect(q('tp-problem')?.textContent).toBe('A receipt ID has 32 characters, 0-9 and a-f');
    type(q('tp-id'), 'f'.repeat(32));
    click(q('tp-load'));
    await until(() => q('tp-problem')?.textContent === 'Receipt not found');
  });
});
