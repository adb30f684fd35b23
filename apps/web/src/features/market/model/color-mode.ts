import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Up/down colours. Spec §9 says gain green, loss red (the default); many users of the Chinese-speaking markets
 * read red as up, so a switch swaps them. The choice lives on this device (a small persisted store, not the
 * session) and is applied as the CSS variables `--color-up` / `--color-down` (text) and `--color-up-fill` /
 * `--color-down-fill` (behind white text) on <html>, which every coloured price, pill, button and chart reads. The
 * values are theme.css's defaults, each pair chosen for AA contrast in the dark theme. Switch: the market page's header menu (`color-mode-toggle`); a settings page can
 * link to `/pages/market/market?menu=colors`, which opens that menu.
 */
export type ColorMode = 'green-up' | 'red-up';
export const COLOR_MODE_STORAGE_KEY = 'market_color_mode';

export const GREEN = '#2ecc85';
export const RED = '#ff8a90';
export const GREEN_FILL = '#0c8049';
export const RED_FILL = '#d43a43';

export function colorsOf(mode: ColorMode): { up: string; down: string } {
  return mode === 'red-up' ? { up: RED, down: GREEN } : { up: GREEN, down: RED };
}

export function fillsOf(mode: ColorMode): { up: string; down: string } {
  return mode === 'red-up' ? { up: RED_FILL, down: GREEN_FILL } : { up: GREEN_FILL, down: RED_FILL };
}

export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  const { up, down } = colorsOf(mode);
  const fills = fillsOf(mode);
  root.style.setProperty('--color-up', up);
  root.style.setProperty('--color-down', down);
  root.style.setProperty('--color-up-fill', fills.up);
  root.style.setProperty('--color-down-fill', fills.down);
  root.dataset.colorMode = mode;
}

type ColorModeState = { mode: ColorMode; setMode: (mode: ColorMode) => void; toggle: () => void };

export const useColorMode = create<ColorModeState>()(
  persist(
    (set, get) => ({
      mode: 'green-up',
      setMode: (mode) => {
        set({ mode });
        applyColorMode(mode);
      },
      toggle: () => get().setMode(get().mode === 'red-up' ? 'green-up' : 'red-up'),
    }),
    {
      name: COLOR_MODE_STORAGE_KEY,
      version: 1,
      // Hydrated by startMarket() after the start-up storage version check, like the session.
      skipHydration: true,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ mode }) => ({ mode }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as { mode?: unknown };
        return { ...current, mode: saved.mode === 'red-up' ? 'red-up' : 'green-up' };
      },
      onRehydrateStorage: () => (state) => applyColorMode(state?.mode ?? 'green-up'),
    },
  ),
);

/** The current colours for canvas drawing (the chart cannot read CSS variables). */
export function currentColors(): { up: string; down: string } {
  return colorsOf(useColorMode.getState().mode);
}
