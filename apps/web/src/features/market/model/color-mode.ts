import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type Theme, useTheme } from '../../../lib/theme';

/**
 * Up/down colours. Spec §9 says gain green, loss red (the default); many users of the Chinese-speaking markets
 * read red as up, so a switch swaps them. The choice lives on this device (a small persisted store, not the
 * session) and is applied as `data-color-mode` on <html>: theme.css then points `--color-up` / `--color-down`
 * (text) and `--color-up-fill` / `--color-down-fill` (behind white text) at its green or red, so the swap holds in
 * both themes and every coloured price, pill, button and chart follows. Switches: the settings page (`setting-
 * colors`) and the market page's header menu (`color-mode-toggle`).
 */
export type ColorMode = 'green-up' | 'red-up';
export const COLOR_MODE_STORAGE_KEY = 'market_color_mode';

/** theme.css's green and red of each theme, for the chart's canvas (which cannot read CSS variables). */
export const PALETTE: Record<Theme, { green: string; red: string; greenFill: string; redFill: string }> = {
  dark: { green: '#2ecc85', red: '#ff8a90', greenFill: '#0c8049', redFill: '#d43a43' },
  light: { green: '#06703d', red: '#b8232f', greenFill: '#06703d', redFill: '#b8232f' },
};

export function colorsOf(mode: ColorMode, theme: Theme = 'dark'): { up: string; down: string } {
  const { green, red } = PALETTE[theme];
  return mode === 'red-up' ? { up: red, down: green } : { up: green, down: red };
}

export function fillsOf(mode: ColorMode, theme: Theme = 'dark'): { up: string; down: string } {
  const { greenFill, redFill } = PALETTE[theme];
  return mode === 'red-up' ? { up: redFill, down: greenFill } : { up: greenFill, down: redFill };
}

export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
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
  return colorsOf(useColorMode.getState().mode, useTheme.getState().theme);
}
