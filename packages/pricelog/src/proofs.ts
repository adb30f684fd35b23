import { EMPTY_ROOT, hashChildren } from './hash';
import { bytesEqual, hashFromHex, isHashHex, toHex } from './hex';
import { type HashReader, type NodeKey, rangeNodes, readRanges, splitPoint } from './tree';

/** RFC 9162 §2.1.3.1 PATH(index, D[0:size]): the sibling subtrees from the leaf up, as node ranges. */
function inclusionRanges(index: number, size: number): NodeKey[][] {
  const ranges: NodeKey[][] = [];
  let m = index;
  let start = 0;
  let n = size;
  while (n > 1) {
    const k = splitPoint(n);
    if (m < k) {
      ranges.push(rangeNodes(start + k, start + n));
      n = k;
    } else {
      ranges.push(rangeNodes(start, start + k));
      m -= k;
      start += k;
      n -= k;
    }
  }
  return ranges.reverse();
}

/** RFC 9162 §2.1.4.1 SUBPROOF(first, D[0:second], true) as node ranges. */
function consistencyRanges(first: number, second: number): NodeKey[][] {
  const ranges: NodeKey[][] = [];
  let m = first;
  let start = 0;
  let n = second;
  let whole = true;
  while (m !== n) {
    const k = splitPoint(n);
    if (m <= k) {
      ranges.push(rangeNodes(start + k, start + n));
      n = k;
    } else {
      ranges.push(rangeNodes(start, start + k));
      m -= k;
      start += k;
      n -= k;
      whole = false;
    }
  }
  if (!whole) ranges.push(rangeNodes(start, start + n));
  return ranges.reverse();
}

function assertSize(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`price log: bad ${name} ${value}`);
}

/** RFC 9162 MTH of the first `size` leaves of a stored log. */
export async function rootAt(size: number, read: HashReader): Promise<string> {
  assertSize(size, 'size');
  if (size === 0) return EMPTY_ROOT;
  const [root] = await readRanges([rangeNodes(0, size)], read);
  return toHex(root!);
}

/** Audit path of leaf `index` in the tree of the first `size` leaves, leaf to root, read in one batch. */
export async function inclusionProof(index: number, size: number, read: HashReader): Promise<string[]> {
  assertSize(index, 'index');
  assertSize(size, 'size');
  if (index >= size) throw new RangeError(`price log: leaf ${index} is not in a log of size ${size}`);
  return (await readRanges(inclusionRanges(index, size), read)).map(toHex);
}

/** Proof that the log of size `first` is a prefix of the log of size `second` (empty when first is 0 or second). */
export async function consistencyProof(first: number, second: number, read: HashReader): Promise<string[]> {
  assertSize(first, 'first');
  assertSize(second, 'second');
  if (first > second) throw new RangeError(`price log: size ${first} is larger than ${second}`);
  if (first === 0 || first === second) return [];
  return (await readRanges(consistencyRanges(first, second), read)).map(toHex);
}

const isOdd = (n: number): boolean => n % 2 === 1;
const half = (n: number): number => Math.floor(n / 2);

function decode(proof: readonly string[]): Uint8Array[] | null {
  if (!Array.isArray(proof) || !proof.every(isHashHex)) return null;
  return proof.map(hashFromHex);
}

/** RFC 9162 §2.1.3.2. Pure: false for any malformed input rather than an exception. */
export function verifyInclusion(
  leafHash: string,
  index: number,
  size: number,
  proof: readonly string[],
  root: string,
): boolean {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
  if (!isHashHex(leafHash) || !isHashHex(root)) return false;
  const path = decode(proof);
  if (!path) return false;
  let fn = index;
  let sn = size - 1;
  let r = hashFromHex(leafHash);
  for (const p of path) {
    if (sn === 0) return false;
    if (isOdd(fn) || fn === sn) {
      r = hashChildren(p, r);
      while (!isOdd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      r = hashChildren(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && bytesEqual(r, hashFromHex(root));
}

/** RFC 9162 §2.1.4.2, extended as RFC 6962 does: size 0 is a prefix of every log, and equal sizes need equal roots. */
export function verifyConsistency(
  first: number,
  second: number,
  rootFirst: string,
  rootSecond: string,
  proof: readonly string[],
): boolean {
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second) || first < 0 || first > second) return false;
  if (!isHashHex(rootFirst) || !isHashHex(rootSecond)) return false;
  const given = decode(proof);
  if (!given) return false;
  if (first === 0) return given.length === 0 && rootFirst === EMPTY_ROOT;
  if (first === second) return given.length === 0 && rootFirst === rootSecond;
  if (given.length === 0) return false;
  const firstHash = hashFromHex(rootFirst);
  // A power-of-two first tree is a complete subtree of the second, so its root is the proof's implicit first node.
  const path = isPowerOfTwo(first) ? [firstHash, ...given] : given;
  let fn = first - 1;
  let sn = second - 1;
  while (isOdd(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (isOdd(fn) || fn === sn) {
      fr = hashChildren(c, fr);
      sr = hashChildren(c, sr);
      while (!isOdd(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      sr = hashChildren(sr, c);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && bytesEqual(fr, firstHash) && bytesEqual(sr, hashFromHex(rootSecond));
}

function isPowerOfTwo(n: number): boolean {
  let p = 1;
  while (p < n) p *= 2;
  return p === n;
}
