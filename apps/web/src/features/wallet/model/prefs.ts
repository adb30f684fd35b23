import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Display choices of the wallet screens, kept on the device: hidden amounts and hidden small balances. */
type WalletPrefs = {
  hideAmounts: boolean;
  hideSmall: boolean;
  toggleAmounts: () => void;
  setHideSmall: (value: boolean) => void;
};

export const useWalletPrefs = create<WalletPrefs>()(
  persist(
    (set) => ({
      hideAmounts: false,
      hideSmall: false,
      toggleAmounts: () => set((s) => ({ hideAmounts: !s.hideAmounts })),
      setHideSmall: (hideSmall) => set({ hideSmall }),
    }),
    {
      // The stored name predates the wallet rename; kept so users keep their hidden-amounts choice.
      name: 'fund-prefs',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ hideAmounts, hideSmall }) => ({ hideAmounts, hideSmall }),
    },
  ),
);

/** What a hidden amount shows. */
export const HIDDEN_AMOUNT = '****';
