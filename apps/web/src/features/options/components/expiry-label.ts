import type { TFunction } from 'i18next';
import { expiryParts } from '../model/format';

/** '30 s', '2 min' in the UI language. */
export function expiryLabel(t: TFunction, seconds: number): string {
  const { key, n } = expiryParts(seconds);
  return t(`options.expiry.${key}`, { n });
}
