import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/feedback';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { click, renderApp } from '../../../test/render';
import { stepUpField } from '../lib/step-up';
import { StepUpField } from './step-up-field';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
const webauthn = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const KEY = { id: 5, name: 'Phone', created_at: '2026-11-01T10:00:00.000Z', last_used_at: null };
const OPTIONS = { challenge: 'CHALLENGE', allowCredentials: [{ id: 'CRED', type: 'public-key' }] };
const ASSERTION = { id: 'CRED', rawId: 'CRED', type: 'public-key', response: { clientDataJSON: 'c' } };
const PROOF = `pk_${'A'.repeat(43)}`;

/** Waits (up to 2 s, the machine may be busy) until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}
function server(opts: { totp: boolean; passkeys: unknown[] }) {
  const fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0];
    const message =
      path === '/api/security/2fa'
        ? { enabled: opts.totp, pending: false, recovery_left: opts.totp ? 10 : 0 }
        : path === '/api/security/passkeys'
          ? opts.passkeys
          : path === '/api/security/stepup/passkey/options'
            ? OPTIONS
            : path === '/api/security/stepup/passkey'
              ? { proof: PROOF, expires_in: 300 }
              : null;
    return new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const render = () =>
  renderApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StepUpField testId="f" />
    </QueryClientProvider>,
  );
const q = (c: HTMLElement, id: string) => c.querySelector(`[data-testid="${id}"]`);

beforeEach(async () => {
  await loadTexts('en', ['accounts', 'security']);
  useSession.setState({ token: 'TOKEN', user: null });
  vi.clearAllMocks();
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('step-up field', () => {
  it('a passkey-only user confirms with the passkey; the proof goes out once with the form', async () => {
    const fetchMock = server({ totp: false, passkeys: [KEY] });
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const { container, unmount } = render();
    await until(() => q(container, 'f-passkey') !== null);
    expect(q(container, 'f-2fa')).toBeNull();
    click(q(container, 'f-passkey'));
    await until(() => q(container, 'f-passkey-done') !== null);
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    const posted = fetchMock.mock.calls.find(([u]) => String(u).split('?')[0] === '/api/security/stepup/passkey');
    expect(JSON.parse(String((posted as unknown as [string, RequestInit])[1].body))).toMatchObject({
      response: ASSERTION,
    });
    expect(q(container, 'f-passkey-done')?.textContent).toBe('Confirmed with your passkey');
    expect(stepUpField()).toEqual({ two_factor_code: PROOF });
    // Spent by that call: the next submit carries nothing, and the button is back for a new confirmation.
    expect(stepUpField()).toEqual({});
    await until(() => q(container, 'f-passkey') !== null);
    unmount();
  });

  it('a cancelled passkey dialog shows the translated message and keeps no proof', async () => {
    server({ totp: false, passkeys: [KEY] });
    webauthn.startAuthentication.mockRejectedValue(Object.assign(new Error('x'), { name: 'NotAllowedError' }));
    const { container, unmount } = render();
    await until(() => q(container, 'f-passkey') !== null);
    click(q(container, 'f-passkey'));
    await until(() => vi.mocked(showToast).mock.calls.length > 0);
    expect(showToast).toHaveBeenCalledWith('The passkey request was cancelled');
    expect(stepUpField()).toEqual({});
    unmount();
  });

  it('with both factors: the passkey button and the code field; without any: nothing', async () => {
    server({ totp: true, passkeys: [KEY] });
    const both = render();
    await until(() => q(both.container, 'f-2fa') !== null && q(both.container, 'f-passkey') !== null);
    expect(both.container.textContent).toContain('Or a two-step code (or a recovery code)');
    both.unmount();

    server({ totp: false, passkeys: [] });
    const none = render();
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(none.container.innerHTML).toBe('');
    none.unmount();
  });
});
