/**
 * The public price log of each instrument (issue 30 item 5, RFC 9162 style): every accepted tick becomes the next
 * leaf of its symbol's log. The right edge of each tree (`LogFrontier`) lives in memory, loaded at start from what
 * is stored; appending a leaf answers the subtree hashes it completed, which the flush writes with the ticks in one
 * statement. A failed flush is retried with the same leaves in the same order (the frontier has already moved on:
 * dropping them would leave a hole no proof could cross).
 *
 * Seqs follow time: a tick stamped before its symbol's newest leaf is refused, so adjacent seqs prove that no
 * recorded tick lies between two leaves (what a receipt's rule relies on).
 */

import './market.log-hash';
import { normalize } from '@app/money';
import {
  consistencyProof,
  type HashReader,
  inclusionProof,
  keyId,
  LogFrontier,
  leafHash,
  type PriceLeaf,
  publicKeyOf,
  type SignedHead,
  type SourceInput,
} from '@app/pricelog';
import type { Db, Executor } from '../../db';
import { AppError } from '../../errors';
import type { Tick } from './engine';
import * as logRepo from './market.log-repo';

const STORABLE = /^\d{1,18}(\.\d{1,18})?$/;

/** A tick as recorded: its leaf index, the sources it came from and its leaf hash. */
export type LoggedTick = Tick & { seq: number; inputs: SourceInput[]; leafHash: string };

/** What one flush writes: taken from the buffers at once, so it is exactly the state the frontiers had then. */
export type LogBatch = {
  ticks: LoggedTick[];
  nodes: logRepo.NodeRow[];
  /** Size and root of each log that grew, once this batch is stored. */
  tops: Map<string, { size: number; root: string }>;
};

export type PriceLogApi = ReturnType<typeof createPriceLog>['api'];

export function createPriceLog(db: Db, privateKey: string) {
  const frontiers = new Map<string, LogFrontier>();
  const newest = new Map<string, number>();
  /** Size and root of what is stored (heads are signed only for these). */
  const stored = new Map<string, { size: number; root: string }>();
  let nodes: logRepo.NodeRow[] = [];
  const publicKey = publicKeyOf(privateKey);
  const kid = keyId(publicKey);

  /** Loads each symbol's frontier from the stored leaves and nodes; answers the newest stored leaf of each. */
  async function load(symbols: readonly string[]) {
    const tails = await logRepo.logTails(db, symbols);
    for (const symbol of symbols) {
      const tail = tails.get(symbol);
      const frontier = tail ? await LogFrontier.load(tail.size, logRepo.dbReader(db, symbol)) : LogFrontier.empty();
      frontiers.set(symbol, frontier);
      if (tail) {
        newest.set(symbol, tail.ts);
        stored.set(symbol, { size: tail.size, root: frontier.root() });
      }
    }
    return tails;
  }

  /**
   * Gives a tick its seq and leaf hash and appends it (null: stamped before the symbol's newest leaf). Feeds
   * without inputs are their own single source.
   */
  function append(t: Tick, source: string): LoggedTick | null {
    if (t.ts < (newest.get(t.symbol) ?? Number.NEGATIVE_INFINITY)) return null;
    let frontier = frontiers.get(t.symbol);
    if (!frontier) {
      frontier = LogFrontier.empty();
      frontiers.set(t.symbol, frontier);
    }
    let price: string;
    try {
      price = normalize(t.price);
    } catch {
      return null;
    }
    // stored exactly or not at all: a price its numeric(36,18) column would round could never match its leaf again
    if (!STORABLE.test(price)) return null;
    const inputs = (t.inputs ?? [{ source, price, ts: t.ts }]).map((i) => ({
      source: i.source,
      price: i.price,
      ts: i.ts,
    }));
    const leaf: PriceLeaf = { symbol: t.symbol, seq: frontier.size, ts: t.ts, price, inputs };
    let hash: string;
    try {
      hash = leafHash(leaf);
    } catch {
      return null; // not a recordable leaf (a fractional time, a non-string price): refused like a late tick
    }
    for (const n of frontier.append(hash)) nodes.push({ symbol: t.symbol, level: n.level, idx: n.idx, hash: n.hash });
    newest.set(t.symbol, t.ts);
    return { ...t, price, seq: leaf.seq, inputs, leafHash: hash };
  }

  /** Takes the buffered nodes with the given ticks (all buffered ticks, in order) as one batch. */
  function take(ticks: LoggedTick[]): LogBatch {
    const tops = new Map<string, { size: number; root: string }>();
    for (const t of ticks)
      if (!tops.has(t.symbol)) {
        const f = frontiers.get(t.symbol)!;
        tops.set(t.symbol, { size: f.size, root: f.root() });
      }
    const batch = { ticks, nodes, tops };
    nodes = [];
    return batch;
  }

  async function write(batch: LogBatch, ex: Executor = db): Promise<void> {
    const rows = batch.ticks.map((t) => ({
      symbol: t.symbol,
      seq: t.seq,
      ts: t.ts,
      price: t.price,
      volume: t.volume,
      inputs: t.inputs,
      leaf_hash: t.leafHash,
    }));
    try {
      await logRepo.appendLeaves(ex, rows, batch.nodes);
    } catch (error) {
      // the same batch again after a commit whose answer was lost: it is stored, nothing to redo
      if (!(await logRepo.leavesStored(ex, rows).catch(() => false))) throw error;
    }
    for (const [symbol, top] of batch.tops) if (top.size > (stored.get(symbol)?.size ?? 0)) stored.set(symbol, top);
  }

  /** Puts a batch that failed back in front of what came since (the caller does the same with its ticks). */
  function restore(batch: LogBatch) {
    nodes = [...batch.nodes, ...nodes];
  }

  const reader = (ex: Executor, symbol: string): HashReader => logRepo.dbReader(ex, symbol);

  const api = {
    /** Stored leaves from `fromSeq` on, with their leaf hashes. */
    leaves: (symbol: string, fromSeq: number, limit: number) => logRepo.leavesFrom(db, symbol, fromSeq, limit),

    latestHead: (symbol: string, ex: Executor = db): Promise<SignedHead | null> => logRepo.latestHead(ex, symbol),

    headsPage: (symbol: string, page: number, limit: number) => logRepo.headsPage(db, symbol, page, limit),

    /**
     * Inclusion proofs of the given leaves against the newest signed head; null while no signed head covers the
     * highest seq yet (heads follow the flush by a few seconds). Pass the caller's transaction as `ex`.
     */
    async proveLeaves(
      symbol: string,
      seqs: readonly number[],
      ex: Executor = db,
    ): Promise<{ head: SignedHead; proofs: { leaf: PriceLeaf; leaf_hash: string; proof: string[] }[] } | null> {
      const head = await logRepo.latestHead(ex, symbol);
      if (!head || seqs.some((s) => s >= head.size)) return null;
      const rows = await logRepo.leavesAt(ex, symbol, seqs);
      const read = reader(ex, symbol);
      const proofs = [];
      for (const seq of seqs) {
        const row = rows.get(seq);
        if (!row) throw new Error(`price log ${symbol}: leaf ${seq} is missing under head ${head.size}`);
        const { leaf_hash, ...leaf } = row;
        proofs.push({ leaf, leaf_hash, proof: await inclusionProof(seq, head.size, read) });
      }
      return { head, proofs };
    },

    /** One leaf's inclusion proof in the tree of `size` leaves (a size no signed head exceeds). */
    async inclusion(symbol: string, seq: number, size?: number) {
      const head = await logRepo.latestHead(db, symbol);
      if (!head) throw new AppError('NOT_FOUND');
      const n = size ?? head.size;
      if (seq < 0 || seq >= n || n > head.size) throw new AppError('BAD_REQUEST');
      const row = (await logRepo.leavesAt(db, symbol, [seq])).get(seq);
      if (!row) throw new AppError('NOT_FOUND');
      const { leaf_hash, ...leaf } = row;
      return { leaf, leaf_hash, size: n, proof: await inclusionProof(seq, n, reader(db, symbol)) };
    },

    /** The proof that the tree of `first` leaves is a prefix of the tree of `second` (both signed-head sizes at most). */
    async consistency(symbol: string, first: number, second: number): Promise<string[]> {
      const head = await logRepo.latestHead(db, symbol);
      if (!head) throw new AppError('NOT_FOUND');
      if (first < 1 || first > second || second > head.size) throw new AppError('BAD_REQUEST');
      return consistencyProof(first, second, reader(db, symbol));
    },

    publicKey: () => ({ algorithm: 'Ed25519' as const, public_key: publicKey, key_id: kid }),
  };

  return {
    load,
    append,
    take,
    write,
    restore,
    /** Size and root of each log as stored (what a head may sign). */
    stored: () => stored,
    privateKey,
    api,
  };
}
