import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../test/i18n';
import { click, renderApp } from '../test/render';
import { UpdatePrompt } from './update-prompt';

const sw = vi.hoisted(() => ({ needRefresh: false, updateServiceWorker: vi.fn(async () => undefined) }));
vi.mock('./pwa-register', () => ({
  useRegisterSW: () => ({
    needRefresh: [sw.needRefresh, () => undefined],
    offlineReady: [false, () => undefined],
    updateServiceWorker: sw.updateServiceWorker,
  }),
}));

const prompt = (c: HTMLElement) => c.querySelector('[data-testid="update-prompt"]');

beforeEach(() => loadTexts('en'));
afterEach(() => {
  sw.needRefresh = false;
  sw.updateServiceWorker.mockClear();
});

describe('update prompt', () => {
  it('stays out of the page while no new build is waiting', () => {
    const { container, unmount } = renderApp(<UpdatePrompt />);
    expect(prompt(container)).toBeNull();
    unmount();
  });

  it('offers the new build and reloads into it on "Reload"', () => {
    sw.needRefresh = true;
    const { container, unmount } = renderApp(<UpdatePrompt />);
    expect(prompt(container)?.textContent).toBe('A new version is availableReload');
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
    click(container.querySelector('[data-testid="update-reload"]'));
    expect(sw.updateServiceWorker).toHaveBeenCalledWith(true);
    unmount();
  });

  it('is translated', async () => {
    await loadTexts('jp');
    sw.needRefresh = true;
    const { container, unmount } = renderApp(<UpdatePrompt />);
    expect(prompt(container)?.textContent).toBe('新しいバージョンがあります再読み込み');
    unmount();
  });
});
