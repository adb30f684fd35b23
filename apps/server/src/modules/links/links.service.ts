/**
 * Short-lived signed links, for downloads a browser fetches without an Authorization header (the statement CSV,
 * private images). A link is a path and its parameters plus `exp` (unix ms) and `sig`, an HMAC-SHA256 over the
 * path and every parameter, so nothing in it can be changed; it carries no session token.
 *
 *   const url = links.sign('/api/wallet/statement.csv', { uid: '7', currency: 'USDT' });   // valid LINK_TTL_MS
 *   const params = links.verify('/api/wallet/statement.csv', req.query);                    // null when refused
 *
 * The key is LINK_SECRET, or a random one generated once and kept in `link_secrets` (shared by instances).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { linkSecrets } from './links.tables';

/** How long a link works: long enough to click, short enough that a copied link is soon worthless. */
export const LINK_TTL_MS = 5 * 60_000;

export type LinkSigner = ReturnType<typeof createLinkSigner>;

/** LINK_SECRET when given, else the database's one secret (created by whichever instance comes first). */
export async function linkSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(linkSecrets)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: linkSecrets.secret }).from(linkSecrets).where(eq(linkSecrets.id, 1));
  if (!row) throw new Error('links: no secret');
  return row.secret;
}

export function createLinkSigner(secret: string, now: () => number = () => Date.now()) {
  const mac = (path: string, params: Record<string, string>) => {
    const canonical = Object.keys(params)
      .sort()
      .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(params[k] ?? '')}`)
      .join('&');
    return createHmac('sha256', secret).update(`${path}\n${canonical}`).digest('base64url');
  };

  return {
    /** `path?<params>&exp=…&sig=…`, valid for `ttlMs`. */
    sign(path: string, params: Record<string, string>, ttlMs: number = LINK_TTL_MS): string {
      const all = { ...params, exp: String(now() + ttlMs) };
      const query = new URLSearchParams({ ...all, sig: mac(path, all) });
      return `${path}?${query.toString()}`;
    },

    /**
     * The signed parameters (with `exp`) when `query` is an unchanged, unexpired link of `path`; otherwise null.
     * Every parameter counts: one added, removed or changed breaks the signature.
     */
    verify(path: string, query: unknown): Record<string, string> | null {
      if (!query || typeof query !== 'object') return null;
      const { sig, ...rest } = query as Record<string, unknown>;
      if (typeof sig !== 'string') return null;
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(rest)) {
        if (typeof v !== 'string') return null;
        params[k] = v;
      }
      const exp = Number(params.exp);
      if (!Number.isSafeInteger(exp) || exp <= now() || exp > now() + LINK_TTL_MS * 2) return null;
      const expected = Buffer.from(mac(path, params));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return params;
    },
  };
}
