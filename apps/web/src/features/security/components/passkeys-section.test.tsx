import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmAction } from '../../../components/confirm';
import { showToast } from '../../../lib/feedback';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { click, renderApp } from '../../../test/render';
import { PasskeysSection } from './passkeys-section';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
vi.mock('../../../components/confirm', () => ({ confirmAction: vi.fn() }));
const webauthn = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const KEY = { id: 5, name: 'Phone', created_at: '2026-11-01T10:00:00.000Z', last_used_at: null };
const OPTIONS = { challenge: 'CHALLENGE', rp: { name: 'x', id: 'localhost' }, user: { id: 'u', name: 'a' } };
const ANSWER = { id: 'CRED', rawId: 'CRED', type: 'public-key', response: { clientDataJSON: 'c' } };

async function flush() {
  for (let i = 0; i < 10; i += 1) await act(async () => undefined);
}
/** Waits (up to 2 s) until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}
/** Waits (up to 2 s, the machine may be busy) until the list query has answered. */
async function loaded(container: HTMLElement) {
  for (
    let i = 0;
    i < 200 && !container.querySelector('[data-testid="passkey-add"], [data-testid="passkeys-unsupported"]');
    i += 1
  )
    await act(() => new Promise((r) => setTimeout(r, 10)));
  for (
    let i = 0;
    i < 200 && !container.querySelector('[data-testid="passkeys-list"], [data-testid="passkeys-empty"]');
    i += 1
  )
    await act(() => new Promise((r) => setTimeout(r, 10)));
}
function fill(input: Element | null, value: string) {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function server(list: unknown[] = [KEY]) {
  const fetchMock = vi.fn(async (url: string) => {
    const message = url.startsWith('/api/security/passkeys/register/options')
      ? OPTIONS
      : url.startsWith('/api/security/passkeys/register')
        ? { ...KEY, id: 6, name: 'Laptop' }
        : url.startsWith('/api/security/passkeys/delete')
          ? null
          : list;
    return new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const render = () =>
  renderApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PasskeysSection />
    </QueryClientProvider>,
  );
const calls = (fetchMock: ReturnType<typeof server>, path: string) =>
  fetchMock.mock.calls.filter(([u]) => String(u).split('?')[0] === `/api${path}`) as unknown as [string, RequestInit][];

beforeEach(async () => {
  await loadTexts('en', ['accounts', 'security']);
  useSession.setState({ token: 'TOKEN', user: null });
  vi.clearAllMocks();
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('passkeys section', () => {
  it('lists the passkeys with name, added and last used', async () => {
    server();
    const { container, unmount } = render();
    await loaded(container);
    const item = container.querySelector('[data-testid="passkey-item"]');
    expect(item?.textContent).toContain('Phone');
    expect(item?.textContent).toContain('Added');
    expect(item?.textContent).toContain('Never');
    unmount();
  });

  it('shows the empty state', async () => {
    server([]);
    const { container, unmount } = render();
    await loaded(container);
    expect(container.querySelector('[data-testid="passkeys-empty"]')?.textContent).toBe('No passkeys yet');
    unmount();
  });

  it('adds a passkey: server options go to the browser, its answer and the name are posted', async () => {
    const fetchMock = server([]);
    webauthn.startRegistration.mockResolvedValue(ANSWER);
    const { container, unmount } = render();
    await loaded(container);
    fill(container.querySelector('[data-testid="passkey-name"]'), ' Laptop ');
    click(container.querySelector('[data-testid="passkey-add"]'));
    await until(() => vi.mocked(showToast).mock.calls.length > 0);
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    const [register] = calls(fetchMock, '/security/passkeys/register');
    expect(JSON.parse(String(register?.[1].body))).toMatchObject({ response: ANSWER, name: 'Laptop' });
    expect(showToast).toHaveBeenCalledWith('Passkey added');
    unmount();
  });

  it('a cancelled browser dialog shows the translated message and posts nothing', async () => {
    const fetchMock = server([]);
    webauthn.startRegistration.mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    const { container, unmount } = render();
    await loaded(container);
    click(container.querySelector('[data-testid="passkey-add"]'));
    await until(() => vi.mocked(showToast).mock.calls.length > 0);
    expect(showToast).toHaveBeenCalledWith('The passkey request was cancelled');
    expect(calls(fetchMock, '/security/passkeys/register')).toHaveLength(0);
    unmount();
  });

  it('without WebAuthn: a clear message instead of the add button', async () => {
    server([]);
    webauthn.browserSupportsWebAuthn.mockReturnValue(false);
    const { container, unmount } = render();
    await loaded(container);
    expect(container.querySelector('[data-testid="passkey-add"]')).toBeNull();
    expect(container.querySelector('[data-testid="passkeys-unsupported"]')?.textContent).toBe(
      'This browser does not support passkeys',
    );
    unmount();
  });

  it('delete asks to confirm: nothing sent on cancel, the id posted on OK', async () => {
    const fetchMock = server();
    const { container, unmount } = render();
    await loaded(container);
    vi.mocked(confirmAction).mockResolvedValueOnce(false);
    click(container.querySelector('[data-testid="passkey-delete-5"]'));
    await flush();
    expect(confirmAction).toHaveBeenCalledWith('Delete the passkey "Phone"?', { danger: true });
    expect(calls(fetchMock, '/security/passkeys/delete')).toHaveLength(0);

    vi.mocked(confirmAction).mockResolvedValueOnce(true);
    click(container.querySelector('[data-testid="passkey-delete-5"]'));
    await until(() => vi.mocked(showToast).mock.calls.length > 0);
    const [del] = calls(fetchMock, '/security/passkeys/delete');
    expect(JSON.parse(String(del?.[1].body))).toMatchObject({ id: 5 });
    expect(showToast).toHaveBeenCalledWith('Passkey deleted');
    unmount();
  });
});
