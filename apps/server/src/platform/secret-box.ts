/**
 * Secrets stored encrypted at rest (TOTP secrets of users and admins): AES-256-GCM with a key derived from
 * SECRET_KEY (HKDF-SHA256), a random 96-bit nonce per value, and the row it belongs to as associated data, so a
 * sealed value copied to another row or column does not open. Stored form: `v1.<nonce>.<tag>.<ciphertext>` (base64url).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1';

export type SecretBox = {
  seal(plain: string, context: string): string;
  /** The plain text; throws when the value was not sealed by this key for this context. */
  open(sealed: string, context: string): string;
};

export const isSealed = (value: string): boolean => value.startsWith(`${PREFIX}.`);

export function createSecretBox(secretKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'secret-box', 'aes-256-gcm v1', 32));
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [PREFIX, ...parts].join('.');
    },
    open(sealed, context) {
      const [prefix, nonce, tag, body] = sealed.split('.');
      if (prefix !== PREFIX || !nonce || !tag || body === undefined) throw new Error('secret-box: not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
