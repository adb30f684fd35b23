/** Pure helpers of the transparency screen and its verifier (the mobile app's transparency model, for the back office). */
import type { CheckResult, ReceiptBundle } from '../api';

/** The command that checks a downloaded bundle without any server (apps/server/src/cli/verify-receipt.ts). */
export const OFFLINE_COMMAND = 'npm run verify-receipt -- bundle.json';

export const isReceiptId = (text: string) => /^[0-9a-f]{32}$/.test(text.trim());

/** The pasted text as a bundle (a JSON object), or why not. */
export function parseBundle(text: string): { bundle: ReceiptBundle } | { error: 'empty' | 'invalidJson' } {
  if (text.trim() === '') return { error: 'empty' };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'invalidJson' };
    return { bundle: value as ReceiptBundle };
  } catch {
    return { error: 'invalidJson' };
  }
}

export const failedOf = (checks: readonly CheckResult[]) => checks.filter((c) => !c.ok).length;

/** A price-log time (epoch ms) in UTC to the second. */
export const utc = (ms: number) => `${new Date(ms).toISOString().replace('T', ' ').slice(0, 19)} UTC`;

export const shortHash = (hex: string, keep = 10) =>
  hex.length <= keep * 2 + 1 ? hex : `${hex.slice(0, keep)}…${hex.slice(-keep)}`;

export const bundleFile = (bundle: ReceiptBundle) => `${JSON.stringify(bundle, null, 2)}\n`;
