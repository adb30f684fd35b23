import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Up/down colours. Spec §9 says gain green, loss red (the default); many users of the Chinese-speaking markets
 * read red as up, so a switch swaps them. The choice lives on this device (a small persisted store, not the
 * session) and is applied as the CSS variables `--color-up` / `--color-down` on <html>, which every coloured
 * price, pill and chart reads. Switch: the market page's header menu (`color-mode-toggle`); a settings page can
 * link to `/pages/market/market?menu=colors`, which opens that menu.
 */
export type ColorMode = 'green-up' | 'red-up';
export const COLOR_MODE_STORAGE_KEY = 'market_color_mode';

export const GREEN = '#1fbf75';
export const RED = '#f0454f';

export function colorsOf(mode: ColorMode): { up: string; down: string } {
  return mode === 'red-up' ? { up: RED, down: GREEN } : { up: GREEN, down: RED };
}

export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  const { up, down } = colorsOf(mode);
  root.style.setProperty('--color-up', up);
  root.style.setProperty('--color-down', down);
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
