import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoadTimeoutError, withTimeout } from './lazy-page';

vi.mock('../components/error-state', () => ({ ErrorState: () => null }));
vi.mock('../components/page-loading', () => ({ PageLoading: () => null }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const Page = () => null;

describe('page chunk loading', () => {
  it('resolves a chunk that arrives in time', async () => {
    const loaded = withTimeout(() => new Promise((resolve) => setTimeout(() => resolve({ default: Page }), 59_000)));
    await vi.advanceTimersByTimeAsync(59_000);
    await expect(loaded).resolves.toEqual({ default: Page });
  });

  it('rejects with a time-out after 60 s', async () => {
    const loaded = withTimeout(() => new Promise(() => undefined));
    const outcome = loaded.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toBeInstanceOf(PageLoadTimeoutError);
  });

  it('passes a chunk load failure through', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(withTimeout(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
