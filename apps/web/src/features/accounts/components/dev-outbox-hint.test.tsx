/**
 * Issue 29 item 15: the code fields say where a code is when the server keeps it in the back office's dev outbox,
 * as the server tells (GET /getSiteConfig `dev_outbox`), per channel, and say nothing when codes are really sent.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import ForgetPage from '../pages/forget-page';
import RegisterPage from '../pages/register-page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const SITE = { site_name: 'OpenX', site_logo: '', service_link: '', webview_hosts: [] };

function serve(devOutbox: { email: boolean; sms: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const message = url.startsWith('/api/getSiteConfig') ? { ...SITE, dev_outbox: devOutbox } : [];
      return new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
    }),
  );
}
async function settle() {
  for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
}
function fill(input: Element | null, value: string) {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function mount(path: string, page: ReactElement) {
  const router = memoryRouter([{ path, element: page }], [path]);
  const view = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
  const q = (id: string) => view.container.querySelector(`[data-testid="${id}"]`);
  return { ...view, q };
}

beforeEach(async () => {
  await loadTexts('en', ['accounts']);
  useSession.setState({ token: '', user: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('dev outbox hint', () => {
  it('sign-up: names the back-office screen for the channel whose codes stay in the outbox', async () => {
    serve({ email: true, sms: false });
    const { q, unmount } = mount('/pages/common/register', <RegisterPage />);
    await settle();
    expect(q('dev-outbox-hint')?.textContent).toBe(
      'Demo server without e-mail sending: the code is in the back office, Users → Dev outbox.',
    );
    // The mobile tab: SMS are really sent here, so nothing to say.
    click(q('register-tab-mobile'));
    await settle();
    expect(q('dev-outbox-hint')).toBeNull();
    unmount();
  });

  it('sign-up and forgot password: no hint when the server sends codes', async () => {
    serve({ email: false, sms: false });
    const reg = mount('/pages/common/register', <RegisterPage />);
    await settle();
    expect(reg.q('dev-outbox-hint')).toBeNull();
    reg.unmount();
    serve({ email: false, sms: true });
    const forget = mount('/pages/common/forget', <ForgetPage />);
    fill(forget.q('forget-account'), 'a@b.co');
    await settle();
    expect(forget.q('dev-outbox-hint')).toBeNull();
    fill(forget.q('forget-account'), '13800000000');
    await settle();
    expect(forget.q('dev-outbox-hint')?.textContent).toMatch(/^Demo server without SMS sending/);
    forget.unmount();
  });
});
