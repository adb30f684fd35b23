import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from './session-store';

const KEY = 'oe-admin-session';
const ADMIN = { id: 3, email: 'fin@example.com', name: 'Fin', role: 'finance' as const };

function stored(): { token: string | null; admin: unknown } | undefined {
  const raw = localStorage.getItem(KEY);
  return raw ? JSON.parse(raw).state : undefined;
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, admin: null });
});

describe('admin session store', () => {
  it('persists the token and admin under its own localStorage key', () => {
    useSession.getState().setSession('tok-1', ADMIN);
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', admin: ADMIN });
    expect(stored()).toEqual({ token: 'tok-1', admin: ADMIN });
  });

  it("does not share the mobile app's session key", () => {
    useSession.getState().setSession('tok-1', ADMIN);
    expect(Object.keys(localStorage)).toEqual([KEY]);
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('stores only the token and the admin, not the actions', () => {
    useSession.getState().setSession('tok-1', ADMIN);
    expect(Object.keys(stored() ?? {}).sort()).toEqual(['admin', 'token']);
  });

  it('setAdmin refreshes the admin and keeps the token', () => {
    useSession.getState().setSession('tok-1', ADMIN);
    useSession.getState().setAdmin({ ...ADMIN, role: 'support' });
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', admin: { role: 'support' } });
    expect(stored()).toMatchObject({ token: 'tok-1', admin: { role: 'support' } });
  });

  it('logout (clear) empties memory and storage', () => {
    useSession.getState().setSession('tok-1', ADMIN);
    useSession.getState().clear();
    expect(useSession.getState()).toMatchObject({ token: null, admin: null });
    expect(stored()).toEqual({ token: null, admin: null });
  });

  it('restores a stored session on rehydrate', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { token: 'tok-9', admin: ADMIN }, version: 0 }));
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ token: 'tok-9', admin: ADMIN });
  });
});
