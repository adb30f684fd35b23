import { hashChildren } from './hash';
import { hashFromHex } from './hex';

/** A complete subtree of 2^level leaves starting at leaf idx * 2^level (level 0: the leaf idx itself). */
export type NodeKey = { level: number; idx: number };

/**
 * Reads stored hashes (hex) in one batch; the map is keyed `${level}/${idx}` (see `nodeKeyId`). It is only ever asked
 * for keys at stored levels (`isStoredLevel`): level 0 from the leaf hashes, the others from the stored nodes.
 * Keys it does not know are left out of the map.
 */
export type HashReader = (keys: readonly NodeKey[]) => Promise<Map<string, string>>;

/** Stored levels are multiples of this: level 0 (the leaves) and every 4th level above. */
export const STORED_LEVEL_STRIDE = 4;

/**
 * Which levels are kept. Storing every 4th level costs about 1/15 of a row per appended leaf (1/16 + 1/256 + ...)
 * and recomputing any other level needs at most 2^3 = 8 stored hashes from the stored level below it.
 */
export function isStoredLevel(level: number): boolean {
  return Number.isInteger(level) && level >= 0 && level % STORED_LEVEL_STRIDE === 0;
}

export function nodeKeyId(key: NodeKey): string {
  return `${key.level}/${key.idx}`;
}

/** Largest power of two strictly below n (n >= 2): RFC 9162's split point k. Plain arithmetic, sizes reach 2^53. */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/**
 * The complete subtrees whose right fold is MTH(D[start:end]), largest first. Holds for every range the RFC 9162
 * recursion produces (start is a multiple of a power of two >= end - start), which is all this package asks for.
 */
export function rangeNodes(start: number, end: number): NodeKey[] {
  const nodes: NodeKey[] = [];
  let at = start;
  let remaining = end - start;
  let size = 1;
  let level = 0;
  while (size * 2 <= remaining) {
    size *= 2;
    level += 1;
  }
  while (remaining > 0) {
    if (size <= remaining) {
      if (at % size !== 0) throw new RangeError(`price log: range ${start}..${end} is not a subtree of the log`);
      nodes.push({ level, idx: at / size });
      at += size;
      remaining -= size;
    }
    size /= 2;
    level -= 1;
  }
  return nodes;
}

/** MTH of a range from the hashes of its `rangeNodes`, folded from the right as RFC 9162 nests them. */
export function foldRange(hashes: readonly Uint8Array[]): Uint8Array {
  let acc = hashes[hashes.length - 1];
  if (!acc) throw new RangeError('price log: empty range has no subtree hash');
  for (let i = hashes.length - 2; i >= 0; i--) acc = hashChildren(hashes[i]!, acc);
  return acc;
}

/**
 * Hashes of complete subtrees, read with a single reader call: a node at a stored level is read as is, any other
 * is recomputed from the 2..8 stored nodes below it at the nearest stored level.
 */
export async function readNodes(keys: readonly NodeKey[], read: HashReader): Promise<Map<string, Uint8Array>> {
  const wanted = new Map<string, NodeKey>();
  for (const key of keys) {
    const base = key.level - (key.level % STORED_LEVEL_STRIDE);
    const span = 2 ** (key.level - base);
    for (let j = 0; j < span; j++) {
      const stored = { level: base, idx: key.idx * span + j };
      wanted.set(nodeKeyId(stored), stored);
    }
  }
  const storedKeys = [...wanted.values()].sort((a, b) => a.level - b.level || a.idx - b.idx);
  const found = storedKeys.length > 0 ? await read(storedKeys) : new Map<string, string>();
  const storedHash = (id: string): Uint8Array => {
    const hex = found.get(id);
    if (hex === undefined) throw new Error(`price log: stored hash ${id} is missing`);
    return hashFromHex(hex);
  };
  const result = new Map<string, Uint8Array>();
  for (const key of keys) {
    const id = nodeKeyId(key);
    if (result.has(id)) continue;
    const base = key.level - (key.level % STORED_LEVEL_STRIDE);
    const span = 2 ** (key.level - base);
    let row: Uint8Array[] = [];
    for (let j = 0; j < span; j++) row.push(storedHash(`${base}/${key.idx * span + j}`));
    while (row.length > 1) {
      const up: Uint8Array[] = [];
      for (let j = 0; j < row.length; j += 2) up.push(hashChildren(row[j]!, row[j + 1]!));
      row = up;
    }
    result.set(id, row[0]!);
  }
  return result;
}

/** MTH of each range (each a list of `rangeNodes`), all read in one batch. */
export async function readRanges(ranges: readonly NodeKey[][], read: HashReader): Promise<Uint8Array[]> {
  const nodes = await readNodes(ranges.flat(), read);
  return ranges.map((range) => foldRange(range.map((key) => nodes.get(nodeKeyId(key))!)));
}
