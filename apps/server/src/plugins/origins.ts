/**
 * The origins that may call the API from a browser and open a socket (issue 10: CORS and socket.io echoed any
 * Origin). Allowed: a request without an Origin header (not a browser's cross-site call: curl, the server's own
 * pages on GET), the same origin as the request's Host, and the configured list (CORS_ORIGINS; by default
 * PUBLIC_URL's origin, plus the Vite dev servers of the README outside production). Anything else gets no
 * Access-Control-Allow-Origin header, and its sockets are refused.
 */
import type { Config } from '../config';

/** The README's dev servers (apps/web on 5173, apps/admin on 5174) which proxy /api and /socket.io to the server. */
export const DEV_ORIGINS = [
  'http://localhost:5173',
  'http://localhost:5174',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:5174',
] as const;

/** `scheme://host[:port]` of an address, lower-cased, or undefined when it is not an http(s) origin. */
export function originOf(value: string): string | undefined {
  try {
    const u = new URL(value.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    return u.origin.toLowerCase();
  } catch {
    return undefined;
  }
}

export function allowedOrigins(config: Pick<Config, 'corsOrigins' | 'publicUrl' | 'nodeEnv'>): ReadonlySet<string> {
  if (config.corsOrigins) return new Set(config.corsOrigins);
  const list = [originOf(config.publicUrl), ...(config.nodeEnv === 'production' ? [] : DEV_ORIGINS)];
  return new Set(list.filter((o): o is string => o !== undefined));
}

export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: ReadonlySet<string>,
): boolean {
  if (origin === undefined) return true;
  const o = originOf(origin);
  if (!o) return false;
  if (allowed.has(o)) return true;
  return host !== undefined && new URL(o).host === host.toLowerCase();
}
