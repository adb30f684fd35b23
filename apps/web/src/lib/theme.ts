import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Light or dark (issue 11). The choice is 'system' by default, which follows the device's prefers-color-scheme and
 * keeps following it while the app is open; 'light' and 'dark' pin one. Like the price colours it lives on this
 * device (a small persisted store), not in the session. The resolved theme is written to <html> as
 * `data-prefers-color-scheme`, the attribute antd-mobile's own dark variables key on, so theme.css's light block
 * and antd-mobile agree on one switch; the browser's `theme-color` follows it too.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const THEME_STORAGE_KEY = 'app_theme';

/** The browser bar's colour: the page's base colour of each theme (theme.css `--color-base`). */
export const THEME_COLOR: Record<Theme, string> = { dark: '#333333', light: '#f4f4f5' };

const LIGHT_QUERY = '(prefers-color-scheme: light)';

function systemTheme(): Theme {
  // No matchMedia (old WebViews, jsdom): the app's original dark.
  if (typeof window.matchMedia !== 'function') return 'dark';
  return window.matchMedia(LIGHT_QUERY).matches ? 'light' : 'dark';
}

export function resolveTheme(choice: ThemeChoice, system: Theme = systemTheme()): Theme {
  return choice === 'system' ? system : choice;
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.prefersColorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

type ThemeState = {
  choice: ThemeChoice;
  /** What is shown: the choice, or the system's theme for 'system'. */
  theme: Theme;
  setChoice: (choice: ThemeChoice) => void;
};

const isChoice = (v: unknown): v is ThemeChoice => THEME_CHOICES.includes(v as ThemeChoice);

export const useTheme = create<ThemeState>()(
  persist(
    (set) => ({
      choice: 'system',
      theme: resolveTheme('system'),
      setChoice: (choice) => {
        const theme = resolveTheme(choice);
        set({ choice, theme });
        applyTheme(theme);
      },
    }),
    {
      name: THEME_STORAGE_KEY,
      version: 1,
      // Read by main.tsx before the first render, so the first frame already has the chosen colours.
      skipHydration: true,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ choice }) => ({ choice }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as { choice?: unknown };
        const choice = isChoice(saved.choice) ? saved.choice : 'system';
        return { ...current, choice, theme: resolveTheme(choice) };
      },
      onRehydrateStorage: () => (state) => applyTheme(state?.theme ?? resolveTheme('system')),
    },
  ),
);

let following = false;

/** Applies the stored choice and, for 'system', follows the device switching between light and dark. */
export function startTheme(): void {
  void useTheme.persist.rehydrate();
  if (following || typeof window.matchMedia !== 'function') return;
  following = true;
  window.matchMedia(LIGHT_QUERY).addEventListener('change', () => {
    const { choice, setChoice } = useTheme.getState();
    if (choice === 'system') setChoice('system');
  });
}
