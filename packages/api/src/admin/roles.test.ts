import { describe, expect, it } from 'vitest';
import { ADMIN_ROLES, ADMIN_SECTIONS, canDo, canRead, canWrite, rolesFor, SECTION_ROLES } from './roles';

describe('admin role matrix', () => {
  it('lets super read and change every section', () => {
    for (const s of ADMIN_SECTIONS) {
      expect(canRead('super', s)).toBe(true);
      expect(canWrite('super', s)).toBe(true);
    }
    expect(canDo('super', 'user-adjust')).toBe(true);
  });

  it('never lets a role change what it cannot read', () => {
    for (const role of ADMIN_ROLES) {
      for (const s of ADMIN_SECTIONS) if (canWrite(role, s)) expect(canRead(role, s), `${role} ${s}`).toBe(true);
    }
  });

  it.each([
    ['content', 'news', true, true],
    ['content', 'instruments', true, false],
    ['content', 'deposits', false, false],
    ['finance', 'spot-maker', true, false],
    ['finance', 'platform', true, false],
    ['support', 'users', true, true],
    ['finance', 'users', true, false],
    ['support', 'kyc', true, true],
    ['finance', 'audit', false, false],
  ] as const)('%s on %s: read %s, write %s', (role, section, read, write) => {
    expect(canRead(role, section)).toBe(read);
    expect(canWrite(role, section)).toBe(write);
  });

  it('gives guards copies they cannot change, and names every section’s capability', () => {
    rolesFor('news', 'write').push('finance');
    expect(canWrite('finance', 'news')).toBe(false);
    for (const s of ADMIN_SECTIONS) expect(SECTION_ROLES[s].capability).toMatch(/^[a-z]+$/);
    expect(canDo('support', 'user-wallet')).toBe(true);
    expect(canDo('support', 'user-adjust')).toBe(false);
  });
});
