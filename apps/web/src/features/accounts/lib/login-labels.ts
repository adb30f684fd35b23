import type { LoginRecord } from '@app/api/accounts';

const DEVICES = ['mobile', 'tablet', 'desktop', 'tv', 'bot'] as const;
export type DeviceKind = (typeof DEVICES)[number] | 'unknown';
export type PlaceKind = 'loopback' | 'private' | 'unknown';

/** The device kind as a key of `safety.device` (anything unexpected is `unknown`). */
export const deviceKind = (r: Pick<LoginRecord, 'device'>): DeviceKind =>
  (DEVICES as readonly string[]).includes(r.device) ? (r.device as DeviceKind) : 'unknown';

/** `Apple iPhone · iOS 17.1 · Safari 17.1`: what the user agent said, or '' when it said nothing. */
export const agentSummary = (r: Pick<LoginRecord, 'model' | 'os' | 'browser'>): string =>
  [r.model, r.os, r.browser].filter(Boolean).join(' · ');

/**
 * The place as a key of `safety.place`: the server names only loopback and private networks (no geolocation
 * database), so any other value is shown as it came and null is `unknown`.
 */
export function placeKind(place: string | null): PlaceKind | null {
  if (place === null) return 'unknown';
  if (place === 'loopback' || place === 'private') return place;
  return null;
}
