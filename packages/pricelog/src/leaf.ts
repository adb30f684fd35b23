import { hashLeafMessage } from './hash';
import { toHex } from './hex';
import type { PriceLeaf, SourceInput } from './types';

/** Domain tag of the leaf encoding; a new encoding gets a new tag, never a silent change. */
export const LEAF_TAG = 'openx-price-leaf-v1';

const utf8 = new TextEncoder();

/**
 * The canonical bytes of a leaf: UTF-8 of the JSON array
 * `["openx-price-leaf-v1", symbol, seq, ts, price, [[source, price, ts], ...]]`
 * with no whitespace (ECMAScript `JSON.stringify`). Prices are the decimal strings exactly as recorded (never
 * re-formatted, so a verifier hashes what it reads), inputs in their recorded order, seq and ts integers (ts in epoch
 * ms). An array, not an object, so that field order is fixed by position rather than by a serializer's key order.
 */
export function leafBytes(leaf: PriceLeaf): Uint8Array {
  return utf8.encode(leafJson(leaf));
}

function leafJson(leaf: PriceLeaf): string {
  assertText(leaf.symbol, 'symbol');
  assertInteger(leaf.seq, 'seq', 0);
  assertInteger(leaf.ts, 'ts');
  assertText(leaf.price, 'price');
  if (!Array.isArray(leaf.inputs)) throw new TypeError('price leaf: inputs must be an array');
  const inputs = leaf.inputs.map((input: SourceInput) => {
    assertText(input.source, 'input source');
    assertText(input.price, 'input price');
    assertInteger(input.ts, 'input ts');
    return [input.source, input.price, input.ts];
  });
  return JSON.stringify([LEAF_TAG, leaf.symbol, leaf.seq, leaf.ts, leaf.price, inputs]);
}

/** 0x00 then the leaf's UTF-8, encoded in place: a tick's leaf hash costs no buffer allocation and no copy. */
let message = new Uint8Array(1024);

/** Hex SHA-256(0x00 || leafBytes(leaf)), the RFC 9162 leaf hash stored in `ticks.leaf_hash`. */
export function leafHash(leaf: PriceLeaf): string {
  const json = leafJson(leaf);
  // UTF-8 takes at most 3 bytes per UTF-16 unit.
  if (message.length < json.length * 3 + 1) message = new Uint8Array(json.length * 3 + 1);
  message[0] = 0;
  const { written } = utf8.encodeInto(json, message.subarray(1));
  return toHex(hashLeafMessage(message.subarray(0, written + 1)));
}

function assertText(value: unknown, field: string): asserts value is string {
  if (typeof value !== 'string') throw new TypeError(`price leaf: ${field} must be a string`);
}

/** Non-integers would serialize differently across languages (1e21, 0.1 + 0.2), so they are refused outright. */
function assertInteger(value: unknown, field: string, min = Number.MIN_SAFE_INTEGER): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new TypeError(`price leaf: ${field} must be a safe integer${min === 0 ? ' >= 0' : ''}`);
  }
}
