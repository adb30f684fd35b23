/**
 * Answers to first-screen API calls that the boot script (apps/web/boot/boot.js) started while the entry chunk was
 * still downloading. The request helper takes one when it is about to send the same call: same method, path, data
 * and language, sent with the same token. Each is used once, and only within EARLY_MAX_AGE_MS of being sent: after
 * that the app asks the server again rather than show an old answer.
 */
export const EARLY_MAX_AGE_MS = 10_000;

type Early = { at: number; answer: Promise<Response> };

declare global {
  interface Window {
    __early?: Record<string, Early>;
  }
}

export function earlyKey(method: string, path: string, data: object | undefined, lang: string, token: string): string {
  return `${method} ${path} ${JSON.stringify({ ...data, lang })} ${token}`;
}

export function takeEarly(key: string, now = Date.now()): Promise<Response> | undefined {
  const all = typeof window === 'undefined' ? undefined : window.__early;
  const found = all?.[key];
  if (!found) return undefined;
  delete all[key];
  return now - found.at <= EARLY_MAX_AGE_MS ? found.answer : undefined;
}
