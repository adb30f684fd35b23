import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveTheme, startTheme, THEME_COLOR, THEME_STORAGE_KEY, useTheme } from './theme';

/** A matchMedia whose prefers-color-scheme the test sets, with the change listeners it was given. */
function fakeSystem(initial: 'light' | 'dark') {
  let light = initial === 'light';
  const listeners: Array<() => void> = [];
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query.includes('light') ? light : !light;
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      removeEventListener: () => undefined,
    })),
  );
  return {
    set(next: 'light' | 'dark') {
      light = next === 'light';
      for (const fn of listeners) fn();
    },
  };
}

const html = () => document.documentElement;

describe('theme setting', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '<meta name="theme-color" content="#333333" />';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system by default, and keeps following it while the app is open', async () => {
    const system = fakeSystem('light');
    startTheme();
    await Promise.resolve();
    expect(useTheme.getState().choice).toBe('system');
    expect(html().dataset.prefersColorScheme).toBe('light');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(THEME_COLOR.light);
    system.set('dark');
    expect(useTheme.getState().theme).toBe('dark');
    expect(html().dataset.prefersColorScheme).toBe('dark');
  });

  it('pins light or dark when chosen, whatever the system says, and stores the choice', () => {
    const system = fakeSystem('light');
    useTheme.getState().setChoice('dark');
    expect(html().dataset.prefersColorScheme).toBe('dark');
    system.set('light');
    expect(html().dataset.prefersColorScheme).toBe('dark');
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}').state).toEqual({ choice: 'dark' });
    useTheme.getState().setChoice('system');
    expect(html().dataset.prefersColorScheme).toBe('light');
  });

  it('is restored from storage, and an unknown stored value falls back to the system', async () => {
    fakeSystem('dark');
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { choice: 'light' }, version: 1 }));
    await useTheme.persist.rehydrate();
    expect(useTheme.getState()).toMatchObject({ choice: 'light', theme: 'light' });
    expect(html().dataset.prefersColorScheme).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { choice: 'sepia' }, version: 1 }));
    await useTheme.persist.rehydrate();
    expect(useTheme.getState()).toMatchObject({ choice: 'system', theme: 'dark' });
  });

  it('is dark where the browser cannot say (no matchMedia)', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(resolveTheme('system')).toBe('dark');
    expect(resolveTheme('light')).toBe('light');
  });
});
