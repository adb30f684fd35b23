import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/feedback';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { renderApp } from '../../../test/render';
import { takeReturnPath } from '../lib/return-path';
import { routes as ACCOUNT_ROUTES } from '../routes';
import { RequireAuth } from './require-auth';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

function renderGuarded(path: string) {
  const router = memoryRouter(
    [
      {
        path: '/pages/setting/real',
        element: (
          <RequireAuth>
            <p data-testid="secret">real page</p>
          </RequireAuth>
        ),
      },
    ],
    [path],
  );
  return renderApp(router.element);
}

beforeEach(async () => {
  await loadTexts('en');
  vi.useFakeTimers();
  window.location.hash = '#/';
  sessionStorage.clear();
  vi.mocked(showToast).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('route guard', () => {
  it('renders a protected page for a logged-in user', () => {
    useSession.setState({ token: 'tok' });
    const { container, unmount } = renderGuarded('/pages/setting/real');
    expect(container.querySelector('[data-testid="secret"]')).not.toBeNull();
    expect(showToast).not.toHaveBeenCalled();
    unmount();
  });

  it("shows a visitor 'please log in first', goes to login after 1200 ms and remembers the page", () => {
    useSession.setState({ token: '' });
    const { container, unmount } = renderGuarded('/pages/setting/real?from=menu');
    expect(container.querySelector('[data-testid="secret"]')).toBeNull();
    expect(showToast).toHaveBeenCalledWith('Please log in first');
    act(() => vi.advanceTimersByTime(1199));
    expect(window.location.hash).toBe('#/');
    act(() => vi.advanceTimersByTime(1));
    expect(window.location.hash).toBe('#/pages/common/login');
    expect(takeReturnPath()).toBe('/pages/setting/real?from=menu');
    unmount();
  });

  it('flags the account pages that need a login, and leaves auth pages open', () => {
    const open = ACCOUNT_ROUTES.filter((r) => !r.auth).map((r) => r.path);
    expect(open).toEqual([
      '/pages/common/login',
      '/pages/common/register',
      '/pages/common/forget',
      '/pages/common/area',
      '/pages/setting/setting',
    ]);
    expect(ACCOUNT_ROUTES.find((r) => r.path === '/pages/setting/real_mark')?.auth).toBe(true);
  });
});
