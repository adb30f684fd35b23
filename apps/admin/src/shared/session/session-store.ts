import type { AdminView } from '@app/api';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type AdminUser = AdminView;

type SessionState = {
  token: string | null;
  admin: AdminUser | null;
  setSession: (token: string, admin: AdminUser) => void;
  setAdmin: (admin: AdminUser) => void;
  clear: () => void;
};

/** Admin session, kept apart from the mobile app's session (its own localStorage key). */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      admin: null,
      setSession: (token, admin) => set({ token, admin }),
      setAdmin: (admin) => set({ admin }),
      clear: () => set({ token: null, admin: null }),
    }),
    {
      name: 'oe-admin-session',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ token: s.token, admin: s.admin }),
    },
  ),
);
