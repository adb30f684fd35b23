import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { click, renderApp } from '../../../test/render';
import { RealLevel1Form } from './real-forms';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

/** `GET /area` as the server sends it: US and CA share +1, so the form sends the ISO code, not the calling code. */
const AREAS = [
  { id: 1, name: 'China', area_code: '86', country: 'CN' },
  { id: 5, name: 'United States', area_code: '1', country: 'US' },
  { id: 6, name: 'Canada', area_code: '1', country: 'CA' },
];

function setValue(el: Element | null, value: string) {
  if (!(el instanceof HTMLInputElement) && !(el instanceof HTMLSelectElement)) throw new Error('no field');
  const proto = el instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLSelectElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

beforeEach(async () => {
  await loadTexts('en', ['accounts']);
  useSession.setState({ token: 'T', lang: 'en' });
});
afterEach(() => vi.unstubAllGlobals());

describe('identity verification, level 1', () => {
  it('asks for the document country from the area list and sends its ISO code', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith('/api/user/real')) sent.push(JSON.parse(String(init?.body)));
        const message = url.startsWith('/api/area') ? AREAS : 'Submitted, waiting for review';
        return new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
      }),
    );
    const onDone = vi.fn();
    const view = renderApp(
      <QueryClientProvider client={new QueryClient()}>
        <RealLevel1Form onDone={onDone} />
      </QueryClientProvider>,
    );
    const q = (id: string) => view.container.querySelector(`[data-testid="${id}"]`);
    const country = () => q('real-country') as HTMLSelectElement;
    await until(() => country().options.length > 1);
    expect([...country().options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Choose a country or region'],
      ['CN', 'China'],
      ['US', 'United States'],
      ['CA', 'Canada'],
    ]);
    expect(country().value).toBe('');

    setValue(q('real-id-type'), '2');
    setValue(q('real-name'), 'Jean Tremblay');
    setValue(q('real-card-id'), 'AB123456');
    click(q('real-submit'));
    await until(() => view.container.textContent?.includes('Choose the country or region of your document') ?? false);
    expect(view.container.textContent).toContain('Choose the country or region of your document');
    expect(sent).toEqual([]);

    setValue(country(), 'CA');
    // Taps within 500 ms of the last one are dropped (SubmitButton).
    await act(() => new Promise((r) => setTimeout(r, 600)));
    click(q('real-submit'));
    await until(() => onDone.mock.calls.length > 0);
    expect(sent).toHaveLength(1);
    // Beside the form's fields the request helper adds `lang` and `timestamp`.
    expect(sent[0]).toMatchObject({
      real_type: 1,
      id_type: 2,
      name: 'Jean Tremblay',
      card_id: 'AB123456',
      country: 'CA',
    });
    view.unmount();
  });
});
