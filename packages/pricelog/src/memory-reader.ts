import { LogFrontier } from './frontier';
import { type HashReader, nodeKeyId } from './tree';

/** A HashReader over an in-memory map keyed `${level}/${idx}` (tests, the bench, the offline verifier's fixtures). */
export function memoryReader(nodes: ReadonlyMap<string, string>): HashReader {
  return async (keys) => {
    const found = new Map<string, string>();
    for (const key of keys) {
      const id = nodeKeyId(key);
      const hash = nodes.get(id);
      if (hash !== undefined) found.set(id, hash);
    }
    return found;
  };
}

/** A whole log in memory, stored exactly as the server stores it: leaf hashes at level 0 plus the stored nodes. */
export class MemoryLog {
  readonly nodes = new Map<string, string>();
  readonly frontier = LogFrontier.empty();
  readonly read: HashReader = memoryReader(this.nodes);

  constructor(leafHashes: Iterable<string> = []) {
    for (const hash of leafHashes) this.append(hash);
  }

  get size(): number {
    return this.frontier.size;
  }

  append(leafHash: string): void {
    this.nodes.set(`0/${this.frontier.size}`, leafHash);
    for (const node of this.frontier.append(leafHash)) this.nodes.set(`${node.level}/${node.idx}`, node.hash);
  }

  root(): string {
    return this.frontier.root();
  }
}
