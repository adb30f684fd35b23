import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '../i18n/i18n';
import { PageLoadTimeoutError, withTexts, withTimeout } from './lazy-page';

vi.mock('../components/error-state', () => ({ ErrorState: () => null }));
vi.mock('../components/page-loading', () => ({ PageLoading: () => null }));
vi.mock('../i18n/i18n', () => ({ texts: { loadTexts: vi.fn() } }));

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

describe('page texts', () => {
  it('fetches the chunk and its texts side by side and resolves when both are in', async () => {
    let textsIn = () => {};
    vi.mocked(texts.loadTexts).mockReturnValue(new Promise<void>((resolve) => (textsIn = resolve)));
    const chunk = vi.fn(async () => ({ default: Page }));
    let done = false;
    const loaded = withTexts(chunk, ['spot', 'receipts'])().then((mod) => {
      done = true;
      return mod;
    });
    expect(chunk).toHaveBeenCalledOnce();
    expect(texts.loadTexts).toHaveBeenCalledWith(['spot', 'receipts']);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    textsIn();
    await expect(loaded).resolves.toEqual({ default: Page });
  });

  it('fails like a chunk when the texts cannot be loaded', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    vi.mocked(texts.loadTexts).mockRejectedValue(failure);
    await expect(withTimeout(withTexts(async () => ({ default: Page }), ['wallet']))).rejects.toBe(failure);
  });
});
