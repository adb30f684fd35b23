import { describe, expect, it, vi } from 'vitest';
import { cacheFilesLoadedBeforeControl } from './first-control';

function fakeWindow(controller: object | null) {
  const container = new EventTarget() as EventTarget & { controller: object | null };
  container.controller = controller;
  const fetch = vi.fn(async (_url: string) => new Response(''));
  const win = {
    navigator: { serviceWorker: container },
    location: { href: 'https://x.test/h5/#/' },
    fetch,
    performance: {
      getEntriesByType: () =>
        [
          'https://x.test/h5/assets/shell-a.js',
          'https://x.test/h5/assets/home-page-b.js',
          'https://x.test/h5/assets/home-page-b.js',
          'https://x.test/api/market/hot?lang=en',
          'https://x.test/static/coin.png',
        ].map((name) => ({ name })),
    },
  } as unknown as Window;
  return { win, container, fetch };
}

describe('files loaded before the service worker took the page', () => {
  it('are fetched again through it once it takes control: built files and site pictures, each once, never the API', () => {
    const { win, container, fetch } = fakeWindow(null);
    cacheFilesLoadedBeforeControl(win);
    expect(fetch).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([
      'https://x.test/h5/assets/shell-a.js',
      'https://x.test/h5/assets/home-page-b.js',
      'https://x.test/static/coin.png',
    ]);
  });

  it('are left alone when a worker already controls the page (it saw them)', () => {
    const { win, container, fetch } = fakeWindow({});
    cacheFilesLoadedBeforeControl(win);
    container.dispatchEvent(new Event('controllerchange'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
