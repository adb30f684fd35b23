/** Pure helpers of the transparency page and the verifier (no React, no fetch). */
import type { CheckResult, ReceiptBundle } from '../api/transparency';

/** The command that checks a downloaded bundle without any server (apps/server/src/cli/verify-receipt.ts). */
export const OFFLINE_COMMAND = 'npm run verify-receipt -- bundle.json';

const RECEIPT_ID = /^[0-9a-f]{32}$/;
export const isReceiptId = (text: string) => RECEIPT_ID.test(text.trim());

/**
 * The pasted text as a bundle: a JSON object, or why not (`empty`, `invalid`). Arrays and plain values are not
 * bundles, and sending them would only earn a server refusal.
 */
export function parseBundle(text: string): { bundle: ReceiptBundle } | { error: 'empty' | 'invalid' } {
  if (text.trim() === '') return { error: 'empty' };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'invalid' };
    return { bundle: value as ReceiptBundle };
  } catch {
    return { error: 'invalid' };
  }
}

/** How many checks failed out of how many: the verdict line. */
export function summarize(checks: readonly CheckResult[]): { failed: number; total: number } {
  return { failed: checks.filter((c) => !c.ok).length, total: checks.length };
}

/** A time of the price log (epoch ms), shown in UTC to the second: the same figure on every screen and device. */
export const formatLogTime = (ms: number) => `${new Date(ms).toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** A hash shortened for a narrow screen: its first and last characters, the whole one in the title. */
export const shortHash = (hex: string, keep = 8) =>
  hex.length <= keep * 2 + 1 ? hex : `${hex.slice(0, keep)}…${hex.slice(-keep)}`;

/** `30000` ms as seconds text (`30`, `2.5`). */
export const secondsOf = (ms: number) => String(Math.round(ms / 100) / 10);

/** The file a user keeps for the offline check, pretty-printed. */
export const bundleFile = (bundle: ReceiptBundle) => `${JSON.stringify(bundle, null, 2)}\n`;
