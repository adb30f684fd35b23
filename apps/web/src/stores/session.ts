import type { UserInfo } from '@app/api/accounts';
import type { SiteConfig } from '@app/api/common';
import type { FiatRate } from '@app/api/market';
import { type Lang, pickLang } from '@app/i18n';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { applyLanguage } from '../i18n/apply-language';
import { i18n } from '../i18n/i18n';
import { showToast } from '../lib/feedback';

/** The display fiat: its code and rate per 1 USD as the server lists them, and when they were stored. */
export type Fiat = Pick<FiatRate, 'currency_code' | 'rate'> & { saveTime: number };
export type { SiteConfig };
/** The user record of GET /user/info. */
export type User = UserInfo;

export const DEFAULT_FIAT: Fiat = { currency_code: 'USD', rate: '1', saveTime: 0 };
export const SESSION_STORAGE_KEY = 'session';

type SessionState = {
  token: string;
  user: User | null;
  lang: Lang;
  fiat: Fiat;
  siteConfig: SiteConfig | null;
};

type SessionActions = {
  /** Login stores the token (the response's message) and persists it. */
  setToken: (token: string) => void;
  setUser: (user: User | null) => void;
  /** Logout, or a 999 answer: token and user leave memory and storage. */
  clearSession: () => void;
  /** Loads the language's texts, then switches to it and persists it; a failed load keeps the old one. */
  setLang: (lang: Lang) => Promise<void>;
  setFiat: (fiat: Pick<Fiat, 'currency_code' | 'rate'>) => void;
  /** A new fiat list replaces the current fiat by matching currency code (spec §3). */
  refreshFiatFromList: (list: ReadonlyArray<Pick<Fiat, 'currency_code' | 'rate'>>) => void;
  setSiteConfig: (config: SiteConfig) => void;
};

export type Session = SessionState & SessionActions;

export const useSession = create<Session>()(
  persist(
    (set, get) => ({
      token: '',
      user: null,
      lang: 'en',
      fiat: DEFAULT_FIAT,
      siteConfig: null,
      setToken: (token) => set({ token }),
      setUser: (user) => set({ user }),
      clearSession: () => set({ token: '', user: null }),
      setLang: async (value) => {
        const lang = pickLang(value);
        try {
          if (await applyLanguage(lang)) set({ lang });
        } catch {
          showToast(i18n.t('common.networkError'));
        }
      },
      setFiat: ({ currency_code, rate }) => set({ fiat: { currency_code, rate, saveTime: Date.now() } }),
      refreshFiatFromList: (list) => {
        const match = list.find((f) => f.currency_code === get().fiat.currency_code);
        if (match) set({ fiat: { currency_code: match.currency_code, rate: match.rate, saveTime: Date.now() } });
      },
      setSiteConfig: (siteConfig) => set({ siteConfig }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, lang, fiat, siteConfig }) => ({ token, user, lang, fiat, siteConfig }),
      // Hydration waits for the start-up storage version check (bootSession).
      skipHydration: true,
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<SessionState>;
        return { ...current, ...saved, lang: pickLang(saved.lang ?? current.lang) };
      },
    },
  ),
);

/** True when a token is stored (a logged-in user, spec §6). */
export function isLoggedIn(): boolean {
  return useSession.getState().token !== '';
}
