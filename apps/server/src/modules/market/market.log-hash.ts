/**
 * The server hashes price-log leaves with node's native SHA-256: @app/pricelog defaults to @noble/hashes so it stays
 * browser-safe, and that was most of the cost of appending a tick to the log. `setSha256` checks known answers
 * before taking it; the hashes are identical (market.log-hash.test.ts).
 */
import { createHash } from 'node:crypto';
import { setSha256 } from '@app/pricelog';

export function nodeSha256(message: Uint8Array): Uint8Array {
  return createHash('sha256').update(message).digest();
}

setSha256(nodeSha256);
