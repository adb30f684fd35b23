import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed } from './secret-box';

describe('secret box (AES-256-GCM at rest)', () => {
  const box = createSecretBox('a'.repeat(32));

  it('seals to a different value each time and opens back', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP', 'admin:1:totp');
    const b = box.seal('JBSWY3DPEHPK3PXP', 'admin:1:totp');
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a, 'admin:1:totp')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another row, another key, a tampered value and plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user:1:totp');
    expect(() => box.open(sealed, 'user:2:totp')).toThrow();
    expect(() => createSecretBox('b'.repeat(32)).open(sealed, 'user:1:totp')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64url')].join('.'), 'user:1:totp')).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP', 'user:1:totp')).toThrow();
    expect(isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
  });
});
