import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../stores/session';
import { loadTexts } from '../test/i18n';
import { showToast } from './feedback';
import { requireLogin } from './require-login';

vi.mock('./feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

beforeEach(async () => {
  await loadTexts('en');
  vi.useFakeTimers();
  window.location.hash = '#/';
  vi.mocked(showToast).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('requireLogin', () => {
  it('lets a logged-in user through', () => {
    useSession.setState({ token: 't' });
    expect(requireLogin()).toBe(true);
    expect(showToast).not.toHaveBeenCalled();
  });

  it("stops a visitor with 'please log in first' and goes to login after 1200 ms", () => {
    useSession.setState({ token: '' });
    expect(requireLogin()).toBe(false);
    expect(showToast).toHaveBeenCalledWith('Please log in first');
    vi.advanceTimersByTime(1199);
    expect(window.location.hash).toBe('#/');
    vi.advanceTimersByTime(1);
    expect(window.location.hash).toBe('#/pages/common/login');
  });
});
