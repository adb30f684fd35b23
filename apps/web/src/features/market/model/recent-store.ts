import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Recently viewed pairs (the search page's list), newest first, kept on this device only. */
export const RECENT_LIMIT = 10;
export const RECENT_STORAGE_KEY = 'market_recent';

type RecentState = {
  symbols: string[];
  /** Records a visit: moves the symbol to the front, drops duplicates, keeps RECENT_LIMIT. */
  add: (symbol: string) => void;
  clear: () => void;
};

export function withVisit(list: readonly string[], symbol: string, limit = RECENT_LIMIT): string[] {
  const s = symbol.trim();
  if (!s) return [...list];
  return [s, ...list.filter((x) => x !== s)].slice(0, limit);
}

export const useRecentStore = create<RecentState>()(
  persist(
    (set) => ({
      symbols: [],
      add: (symbol) => set((state) => ({ symbols: withVisit(state.symbols, symbol) })),
      clear: () => set({ symbols: [] }),
    }),
    {
      name: RECENT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ symbols }) => ({ symbols }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as { symbols?: unknown };
        const symbols = Array.isArray(saved.symbols)
          ? saved.symbols.filter((x): x is string => typeof x === 'string').slice(0, RECENT_LIMIT)
          : [];
        return { ...current, symbols };
      },
    },
  ),
);
