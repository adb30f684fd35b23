import { describe, expect, it, vi } from 'vitest';
import { cacheFilesLoadedBeforeControl } from './first-control';

type Worker = { postMessage: (message: unknown) => void };

function fakeWindow(controller: Worker | null) {
  const container = new EventTarget() as EventTarget & { controller: Worker | null };
  container.controller = controller;
  const worker = { postMessage: vi.fn() };
  // The worker that takes the page is the controller once `controllerchange` fires.
  container.addEventListener('controllerchange', () => {
    container.controller = worker;
  });
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
  return { win, container, fetch, worker };
}

describe('files loaded before the service worker took the page', () => {
  it('are handed to it once it takes control, in one message: built files and site pictures, each once, never the API', () => {
    const { win, container, fetch, worker } = fakeWindow(null);
    cacheFilesLoadedBeforeControl(win);
    expect(worker.postMessage).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          'https://x.test/h5/assets/shell-a.js',
          'https://x.test/h5/assets/home-page-b.js',
          'https://x.test/static/coin.png',
        ],
      },
    });
    // The worker fetches them; the page's main thread does not.
    expect(fetch).not.toHaveBeenCalled();
  });

  it('are left alone when a worker already controls the page (it saw them)', () => {
    const current = { postMessage: vi.fn() };
    const { win, container, worker } = fakeWindow(current);
    cacheFilesLoadedBeforeControl(win);
    container.dispatchEvent(new Event('controllerchange'));
    expect(current.postMessage).not.toHaveBeenCalled();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
