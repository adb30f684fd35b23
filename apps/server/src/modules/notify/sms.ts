/**
 * SMS delivery behind a small interface, so a provider can be swapped without touching the accounts module.
 * The HTTP adapter POSTs JSON `{to, text}` to SMS_URL (credentials, if any, in the URL) and treats any
 * non-2xx answer as a failure.
 */
export type SmsProvider = { send(to: string, text: string): Promise<void> };

export function createHttpSmsProvider(url: string, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    async send(to, text) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered HTTP ${res.status}`);
    },
  };
}
