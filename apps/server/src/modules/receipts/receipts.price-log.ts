/**
 * Receipts and the public price log. A receipt cites leaves as ticks of the `price_log` source (id `<symbol>#<seq>`),
 * so `verify` reloads them by (symbol, seq) like any other tick and the receipt's hash covers the references. A
 * bundle adds what makes the receipt checkable offline: each cited leaf (and the neighbours its formula's rules
 * need) with an inclusion proof against the newest signed head, and the log's public key.
 *
 * The market module owns the log; it hands its read side in through `usePriceLog` (receipts is created first).
 */

import { normalize } from '@app/money';
import type { PriceLeaf, SignedHead } from '@app/pricelog';
import {
  BUNDLE_FORMAT,
  type BundleLog,
  type BundleTick,
  PRICE_LOG_SOURCE,
  type PublicKey,
  parseLeafId,
  type ReceiptBundle,
} from '@app/pricelog/bundle';
import type { IndexMethod } from '@app/pricelog/index-price';
import { claimLeaves, type RuleClaim } from '@app/pricelog/rules';
import type { Executor } from '../../db';
import { AppError } from '../../errors';
import type { PriceSource } from './receipts.formulas';
import type { ReceiptContent } from './receipts.hash';
import type { ReceiptTick } from './receipts.tables';

/** The read side of the market's price log (`market.log`, issue 30 contracts). */
export type PriceLogAccess = {
  leaves(symbol: string, fromSeq: number, limit: number): Promise<(PriceLeaf & { leaf_hash: string })[]>;
  latestHead(symbol: string): Promise<SignedHead | null>;
  proveLeaves(
    symbol: string,
    seqs: number[],
  ): Promise<{ head: SignedHead; proofs: { leaf: PriceLeaf; leaf_hash: string; proof: string[] }[] } | null>;
  publicKey(): PublicKey;
  /**
   * Writes the ticks still buffered (the market flushes every second): a receipt issued a moment ago cites leaves
   * that may not be stored yet, and re-checking it then must not read as "prices missing". Never call it inside a
   * transaction (PGlite has one connection).
   */
  flush?(): Promise<void>;
  /** The index method and decimals a log's prices are computed with, when it has several sources. */
  indexOf?(symbol: string): { method: IndexMethod; scale: number } | undefined;
};

const MAX_RUN = 500;

/** Cited leaves of one symbol, loaded in runs of adjacent seqs (an option's four leaves are two pairs). */
async function loadLeaves(log: PriceLogAccess, symbol: string, seqs: readonly number[]) {
  const sorted = [...new Set(seqs)].sort((a, b) => a - b);
  const out = new Map<number, PriceLeaf>();
  let i = 0;
  while (i < sorted.length) {
    const from = sorted[i]!;
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1]! - from < MAX_RUN) j++;
    const rows = await log.leaves(symbol, from, sorted[j]! - from + 1);
    for (const r of rows) out.set(r.seq, r);
    i = j + 1;
  }
  return out;
}

function bySymbol(ids: readonly string[]) {
  const out = new Map<string, number[]>();
  for (const id of ids) {
    const ref = parseLeafId(id);
    if (ref) out.set(ref.symbol, [...(out.get(ref.symbol) ?? []), ref.seq]);
  }
  return out;
}

export function priceLogSource(log: () => PriceLogAccess | undefined): PriceSource {
  return {
    name: PRICE_LOG_SOURCE,
    async load(_ex: Executor, ids: readonly string[]): Promise<ReceiptTick[]> {
      const l = log();
      if (!l) return [];
      const out: ReceiptTick[] = [];
      const wanted = bySymbol(ids);
      const loaded = new Map<string, Map<number, PriceLeaf>>();
      for (const [symbol, seqs] of wanted) loaded.set(symbol, await loadLeaves(l, symbol, seqs));
      const missing = [...wanted].filter(([symbol, seqs]) => seqs.some((q) => !loaded.get(symbol)?.has(q)));
      if (missing.length > 0 && l.flush) {
        await l.flush();
        for (const [symbol, seqs] of missing) loaded.set(symbol, await loadLeaves(l, symbol, seqs));
      }
      for (const [symbol, leaves] of loaded) {
        for (const leaf of leaves.values())
          out.push({
            source: PRICE_LOG_SOURCE,
            id: `${symbol}#${leaf.seq}`,
            symbol,
            ts: leaf.ts,
            price: normalize(leaf.price),
          });
      }
      return out;
    },
  };
}

/**
 * The seqs a bundle must prove per symbol: the cited leaves and the neighbours the rules need. A neighbour that
 * may be replaced by the log's end (the leaf after the last one before a gap) is proved only once the head covers it.
 */
function wantedSeqs(ticks: readonly ReceiptTick[], claims: readonly RuleClaim[]) {
  const need = new Map<string, { required: Set<number>; optional: Set<number> }>();
  const entry = (symbol: string) => {
    let e = need.get(symbol);
    if (!e) {
      e = { required: new Set(), optional: new Set() };
      need.set(symbol, e);
    }
    return e;
  };
  for (const t of ticks) {
    const ref = t.source === PRICE_LOG_SOURCE ? parseLeafId(t.id) : null;
    if (ref) entry(ref.symbol).required.add(ref.seq);
  }
  for (const c of claims)
    for (const l of claimLeaves(c)) (l.optional ? entry(c.symbol).optional : entry(c.symbol).required).add(l.seq);
  return need;
}

/** Builds the bundle of one receipt; "not yet provable" (translated) while no signed head covers its leaves. */
export async function buildBundle(
  log: PriceLogAccess | undefined,
  receipt: { id: string; hash: string; content: ReceiptContent },
  claims: readonly RuleClaim[],
): Promise<ReceiptBundle> {
  const need = wantedSeqs(receipt.content.ticks, claims);
  const logs: BundleLog[] = [];
  if (need.size > 0 && !log) throw AppError.say('receipts.not_yet_provable');
  for (const [symbol, { required, optional }] of need) {
    const head = await log!.latestHead(symbol);
    const seqs = [...required];
    for (const s of optional) if (!required.has(s) && head && s < head.size) seqs.push(s);
    seqs.sort((a, b) => a - b);
    const proved = head ? await log!.proveLeaves(symbol, seqs) : null;
    if (!proved) throw AppError.say('receipts.not_yet_provable');
    logs.push({
      symbol,
      head: proved.head,
      leaves: proved.proofs.map(({ leaf, leaf_hash, proof }) => ({
        symbol: leaf.symbol,
        seq: leaf.seq,
        ts: leaf.ts,
        price: leaf.price,
        inputs: leaf.inputs,
        leaf_hash,
        proof,
      })),
      index: log!.indexOf?.(symbol),
    });
  }
  return {
    format: BUNDLE_FORMAT,
    receipt: { ...receipt, content: { ...receipt.content, ticks: receipt.content.ticks as BundleTick[] } },
    logs,
    public_key: log ? log.publicKey() : { algorithm: 'Ed25519', public_key: '', key_id: '' },
  };
}
