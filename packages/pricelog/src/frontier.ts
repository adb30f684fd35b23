import { EMPTY_ROOT, hashChildren } from './hash';
import { hashFromHex, toHex } from './hex';
import { type HashReader, isStoredLevel, rangeNodes, readNodes } from './tree';

/** A node completed by an append that the server keeps (stored level >= 1), hash in hex. */
export type StoredNode = { level: number; idx: number; hash: string };

/**
 * The right edge of one log: the hashes of the complete subtrees of the binary decomposition of `size` (one per set
 * bit, largest first). That is all an append needs, so appending is O(log n) and never reads storage.
 */
export class LogFrontier {
  private constructor(
    private count: number,
    private readonly levels: number[],
    private readonly hashes: Uint8Array[],
  ) {}

  static empty(): LogFrontier {
    return new LogFrontier(0, [], []);
  }

  /** The frontier of the first `size` leaves of a stored log, in one reader call. */
  static async load(size: number, read: HashReader): Promise<LogFrontier> {
    if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`price log: bad size ${size}`);
    const keys = rangeNodes(0, size);
    const nodes = await readNodes(keys, read);
    return new LogFrontier(
      size,
      keys.map((k) => k.level),
      keys.map((k) => nodes.get(`${k.level}/${k.idx}`)!),
    );
  }

  get size(): number {
    return this.count;
  }

  /** An independent copy, so a caller can append tentatively and drop the copy if its write fails. */
  clone(): LogFrontier {
    return new LogFrontier(this.count, [...this.levels], [...this.hashes]);
  }

  /**
   * Appends leaf number `size` and returns the complete subtrees it closed at stored levels >= 1 (the leaf hash
   * itself, level 0, is stored by the caller with its tick).
   */
  append(leafHash: string): StoredNode[] {
    let hash = hashFromHex(leafHash);
    let level = 0;
    const stored: StoredNode[] = [];
    const end = this.count + 1;
    while (this.levels.length > 0 && this.levels[this.levels.length - 1] === level) {
      this.levels.pop();
      hash = hashChildren(this.hashes.pop()!, hash);
      level += 1;
      if (isStoredLevel(level)) stored.push({ level, idx: end / 2 ** level - 1, hash: toHex(hash) });
    }
    this.levels.push(level);
    this.hashes.push(hash);
    this.count = end;
    return stored;
  }

  /** RFC 9162 MTH of the current size (SHA-256 of nothing for an empty log). */
  root(): string {
    const n = this.hashes.length;
    if (n === 0) return EMPTY_ROOT;
    let acc = this.hashes[n - 1]!;
    for (let i = n - 2; i >= 0; i--) acc = hashChildren(this.hashes[i]!, acc);
    return toHex(acc);
  }
}
