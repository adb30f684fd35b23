import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Display choices of the wallet screens, kept on the device: hidden amounts and hidden small balances. */
type FundPrefs = {
  hideAmounts: boolean;
  hideSmall: boolean;
  toggleAmounts: () => void;
  setHideSmall: (value: boolean) => void;
};

export const useFundPrefs = create<FundPrefs>()(
  persist(
    (set) => ({
      hideAmounts: false,
      hideSmall: false,
      toggleAmounts: () => set((s) => ({ hideAmounts: !s.hideAmounts })),
      setHideSmall: (hideSmall) => set({ hideSmall }),
    }),
    {
      name: 'fund-prefs',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ hideAmounts, hideSmall }) => ({ hideAmounts, hideSmall }),
    },
  ),
);

/** What a hidden amount shows. */
export const HIDDEN_AMOUNT = '****';
