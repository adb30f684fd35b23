import {
  ADMIN_ACTIONS,
  ADMIN_ROLES,
  ADMIN_SECTIONS,
  type AdminRole,
  type AdminSection,
  canDo,
  canWrite,
} from '@app/api';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstSection, useCanDo, useCanEdit } from './permissions';
import { useSession } from './session-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ hook, report }: { hook: () => unknown; report: (value: unknown) => void }) {
  report(hook());
  return null;
}

/** The value a hook returns inside a rendered component. */
function hookValue<T>(hook: () => T): T {
  let value: unknown;
  const root = createRoot(document.createElement('div'));
  act(() =>
    root.render(
      <Probe
        hook={hook}
        report={(v) => {
          value = v;
        }}
      />,
    ),
  );
  act(() => root.unmount());
  return value as T;
}

const signIn = (role: AdminRole) =>
  useSession.setState({ token: 'tok', admin: { id: 1, email: 'a@example.com', name: 'A', role } });

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, admin: null });
});

/** Where each role lands after signing in: the first section (in menu order) it may change, else one it may read. */
const LANDING: Record<AdminRole, AdminSection> = {
  super: 'users',
  content: 'news',
  finance: 'deposits',
  support: 'users',
};

describe.each(ADMIN_ROLES)('role %s', (role) => {
  it(`lands on ${LANDING[role]}`, () => {
    expect(firstSection(role)).toBe(LANDING[role]);
  });

  it('useCanEdit answers from the wire contract for every section', () => {
    signIn(role);
    for (const section of ADMIN_SECTIONS) {
      expect(
        hookValue(() => useCanEdit(section)),
        section,
      ).toBe(canWrite(role, section));
    }
  });

  it('useCanDo answers from the wire contract for every action', () => {
    signIn(role);
    for (const action of Object.keys(ADMIN_ACTIONS) as (keyof typeof ADMIN_ACTIONS)[]) {
      expect(
        hookValue(() => useCanDo(action)),
        action,
      ).toBe(canDo(role, action));
    }
  });
});

describe('signed out', () => {
  it('has no landing screen and may neither edit nor act', () => {
    expect(firstSection(undefined)).toBeUndefined();
    for (const section of ADMIN_SECTIONS) expect(hookValue(() => useCanEdit(section))).toBe(false);
    expect(hookValue(() => useCanDo('user-wallet'))).toBe(false);
  });
});

describe('a role change', () => {
  it('is followed at once (finance may adjust a balance, support may only look)', () => {
    signIn('finance');
    expect(hookValue(() => useCanDo('user-adjust'))).toBe(true);
    signIn('support');
    expect(hookValue(() => useCanDo('user-adjust'))).toBe(false);
    expect(hookValue(() => useCanDo('user-wallet'))).toBe(true);
  });
});
