import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { click, renderApp } from '../../../test/render';
import { makePair, makePosition } from '../model/test-positions';
import { StopsSheet } from './stops-sheet';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

beforeAll(() => loadTexts('en', ['contracts']));
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

function type(input: Element | null, value: string) {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

function mount(onClose = vi.fn()) {
  const position = makePosition({ id: 5, price: '65000', update_price: '65100', target_profit_price: '' });
  const r = renderApp(
    <QueryClientProvider client={new QueryClient()}>
      <StopsSheet position={position} pair={makePair()} onClose={onClose} />
    </QueryClientProvider>,
  );
  unmount = r.unmount;
  // The sheet is drawn in a portal on <body>.
  const q = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);
  return { q, onClose };
}

describe('StopsSheet', () => {
  it('says where each price must be and refuses wrong ones without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { q } = mount();
    await until(() => q('stops-sheet') !== null);
    expect(q('stops-tp-hint')?.textContent).toBe('Above 65,100.00');
    expect(q('stops-sl-hint')?.textContent).toBe('Below 65,000.00');
    click(q('stops-save'));
    expect(document.body.querySelector('[role="alert"]')?.textContent).toBe('Enter a take-profit or a stop-loss price');
    type(q('stops-sl'), '65050');
    expect(q('stops-sl')?.getAttribute('aria-invalid')).toBe('true');
    click(q('stops-save'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a valid take-profit through /lever/setstop and closes', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ type: 'ok', message: makePosition({ id: 5 }) }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { q, onClose } = mount();
    await until(() => q('stops-sheet') !== null);
    type(q('stops-tp'), '70000');
    click(q('stops-save'));
    await until(() => onClose.mock.calls.length > 0);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/lever/setstop');
    expect(JSON.parse(String(init.body))).toMatchObject({ id: 5, target_profit_price: '70000', stop_loss_price: '' });
    expect(onClose).toHaveBeenCalled();
  });
});
