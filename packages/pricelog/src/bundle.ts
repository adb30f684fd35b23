/**
 * A receipt bundle: everything needed to check a settlement offline — the receipt's content and hash, the price-log
 * leaves it cites with their inclusion proofs, the signed head they are proved against and the log's public key.
 * `checkBundle` re-derives every claim from those alone (no server, no database): the receipt hash, the head's
 * signature, each inclusion proof, each leaf's price from its source inputs, that the receipt's prices are the
 * leaves' prices, the selection rule (with adjacency) and the formula's result.
 */
import { eq as sameAmount } from '@app/money';
import { sha256 } from '@noble/hashes/sha2.js';
import { toHex } from './hex';
import { keyId, verifyHead } from './index';
import { type IndexMethod, indexPrice } from './index-price';
import { leafHash } from './leaf';
import { verifyInclusion } from './proofs';
import { checkClaim, claimHolds, claimName, type RuleClaim } from './rules';
import type { PriceLeaf, SignedHead } from './types';

/** A recorded price as a receipt copies it; `price_log` ticks have the id `<symbol>#<seq>`. */
export type BundleTick = { source: string; id: string; symbol: string; ts: number; price: string; amount?: string };

/** The hashed content of a receipt (docs/receipts.md). */
export type ReceiptContent = {
  kind: string;
  user_id: number;
  ref_type: string;
  ref_id: string;
  price_source: string;
  ticks: BundleTick[];
  formula: string;
  formula_version: number;
  inputs: Record<string, string>;
  result: Record<string, string>;
};

export type BundleLeaf = PriceLeaf & { leaf_hash: string; proof: string[] };

export type BundleLog = {
  symbol: string;
  head: SignedHead;
  leaves: BundleLeaf[];
  /** The index method and decimals the log's prices were computed with (absent: single-source leaves only). */
  index?: { method: IndexMethod; scale: number } | undefined;
};

export type PublicKey = { algorithm: 'Ed25519'; public_key: string; key_id: string };

export const BUNDLE_FORMAT = 'openx-receipt-bundle/1';

export type ReceiptBundle = {
  format: typeof BUNDLE_FORMAT;
  receipt: { id: string; hash: string; content: ReceiptContent };
  logs: BundleLog[];
  public_key: PublicKey;
};

/** A published formula as the verifier needs it: the result from inputs and ticks, and the rules it followed. */
export type BundleFormula = {
  name: string;
  version: number;
  compute(inputs: Readonly<Record<string, string>>, ticks: readonly BundleTick[]): Record<string, string>;
  rules?(inputs: Readonly<Record<string, string>>, ticks: readonly BundleTick[]): RuleClaim[];
};

export type Check = { name: string; ok: boolean; detail: string };
export type BundleVerdict = { ok: boolean; checks: Check[] };

export const PRICE_LOG_SOURCE = 'price_log';
export const leafId = (symbol: string, seq: number) => `${symbol}#${seq}`;

/** `BTC/USDT#12` → symbol and seq (the symbol may hold anything but the last `#`). */
export function parseLeafId(id: string): { symbol: string; seq: number } | null {
  const at = id.lastIndexOf('#');
  if (at <= 0) return null;
  const seq = Number(id.slice(at + 1));
  return /^\d{1,15}$/.test(id.slice(at + 1)) && Number.isSafeInteger(seq) ? { symbol: id.slice(0, at), seq } : null;
}

/** RFC 8785 (JCS) for the values a receipt holds: strings, safe integers, arrays and plain objects. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('canonical JSON: not a finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`canonical JSON: cannot encode ${typeof value}`);
}

export const receiptContentHash = (content: ReceiptContent) =>
  toHex(sha256(new TextEncoder().encode(canonicalJson(content))));

function sameRecord(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export type CheckOptions = {
  /** The published formulas by name and version (the server's registry, or the CLI's list). */
  formulas: (name: string, version: number) => BundleFormula | undefined;
  /** The log's public key as published elsewhere; without it the bundle's own key is used (and said so). */
  publicKey?: string | undefined;
};

function checkLeafPrice(leaf: BundleLeaf, log: BundleLog): Check {
  const name = `leaf price ${leafId(leaf.symbol, leaf.seq)}`;
  const only = leaf.inputs.length === 1 ? leaf.inputs[0] : undefined;
  if (!log.index) {
    if (only && only.price === leaf.price) return { name, ok: true, detail: `single source ${only.source}` };
    return { name, ok: false, detail: 'the bundle has no index method to recompute the price from its inputs' };
  }
  try {
    const r = indexPrice(leaf.inputs, leaf.ts, log.index.method, log.index.scale);
    if (!r) return { name, ok: false, detail: 'no input was fresh at the leaf time' };
    return sameAmount(r.price, leaf.price)
      ? { name, ok: true, detail: `index of ${r.used.length} input(s) = ${r.price}` }
      : { name, ok: false, detail: `inputs give ${r.price}, the leaf says ${leaf.price}` };
  } catch (e) {
    return { name, ok: false, detail: errorText(e) };
  }
}

function checkLog(log: BundleLog, key: string): Check[] {
  const checks: Check[] = [];
  let signed = false;
  try {
    signed = log.head.symbol === log.symbol && verifyHead(log.head, key);
  } catch {
    signed = false;
  }
  checks.push({
    name: `head signature ${log.symbol}`,
    ok: signed,
    detail: signed
      ? `size ${log.head.size}, root ${log.head.root}, signed at ${log.head.ts}`
      : 'the signature does not match the head and key',
  });
  for (const leaf of log.leaves) {
    const id = leafId(leaf.symbol, leaf.seq);
    let computed = '';
    try {
      computed = leafHash(leaf);
    } catch (e) {
      checks.push({ name: `inclusion ${id}`, ok: false, detail: errorText(e) });
      continue;
    }
    const included =
      leaf.symbol === log.symbol && verifyInclusion(computed, leaf.seq, log.head.size, leaf.proof, log.head.root);
    checks.push({
      name: `inclusion ${id}`,
      ok: included && computed === leaf.leaf_hash,
      detail: !included
        ? 'the leaf as given is not in the signed log (its content or proof was changed)'
        : computed !== leaf.leaf_hash
          ? `the stated leaf hash ${leaf.leaf_hash} is not the leaf's (${computed})`
          : `leaf hash ${computed} is leaf ${leaf.seq} of ${log.head.size}`,
    });
    checks.push(checkLeafPrice(leaf, log));
  }
  return checks;
}

/** Every check of a bundle; `ok` only when all pass. Never throws on a malformed bundle: it fails a check. */
export function checkBundle(bundle: ReceiptBundle, opts: CheckOptions): BundleVerdict {
  const checks: Check[] = [];
  const push = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const { content } = bundle.receipt;

  try {
    const hash = receiptContentHash(content);
    push('receipt hash', hash === bundle.receipt.hash, `sha256 of the canonical content = ${hash}`);
  } catch (e) {
    push('receipt hash', false, errorText(e));
  }

  const given = bundle.public_key.public_key;
  const key = opts.publicKey ?? given;
  let keyOk = false;
  try {
    keyOk = bundle.public_key.key_id === keyId(given) && (opts.publicKey === undefined || opts.publicKey === given);
  } catch {
    keyOk = false;
  }
  push(
    'public key',
    keyOk,
    opts.publicKey === undefined
      ? `the bundle's own key ${bundle.public_key.key_id} was used: pin the published key to trust the heads`
      : opts.publicKey === given
        ? `the pinned key ${bundle.public_key.key_id}`
        : 'the bundle carries another key than the pinned one',
  );

  const leaves = new Map<string, BundleLeaf>();
  const ends = new Map<string, { size: number; ts: number }>();
  for (const log of bundle.logs) {
    checks.push(...checkLog(log, key));
    ends.set(log.symbol, { size: log.head.size, ts: log.head.ts });
    for (const l of log.leaves) if (l.symbol === log.symbol) leaves.set(leafId(l.symbol, l.seq), l);
  }
  // Only leaves that passed their inclusion proof may serve as evidence for a rule or a price.
  const proved = new Set(checks.filter((c) => c.ok && c.name.startsWith('inclusion ')).map((c) => c.name.slice(10)));
  const leafAt = (symbol: string, seq: number) => {
    const id = leafId(symbol, seq);
    return proved.has(id) ? leaves.get(id) : undefined;
  };

  for (const t of content.ticks) {
    if (t.source !== PRICE_LOG_SOURCE) continue;
    const ref = parseLeafId(t.id);
    const leaf = ref && ref.symbol === t.symbol ? leafAt(ref.symbol, ref.seq) : undefined;
    push(
      `tick ${t.id}`,
      !!leaf && leaf.ts === t.ts && sameAmount(leaf.price, t.price),
      !leaf
        ? 'no proved leaf in the bundle'
        : leaf.ts === t.ts && sameAmount(leaf.price, t.price)
          ? `the receipt's price ${t.price} at ${t.ts} is the log's`
          : `the receipt says ${t.price} at ${t.ts}, the log ${leaf.price} at ${leaf.ts}`,
    );
  }

  const formula = opts.formulas(content.formula, content.formula_version);
  if (!formula) {
    push('formula', false, `${content.formula} v${content.formula_version} is not a published formula`);
  } else {
    try {
      for (const claim of formula.rules?.(content.inputs, content.ticks) ?? []) {
        const v = checkClaim(claim, { leaf: leafAt, end: (s) => ends.get(s) });
        push(claimName(claim), v.ok, v.ok ? claimHolds(claim) : v.why);
      }
    } catch (e) {
      push('rules', false, errorText(e));
    }
    try {
      const result = formula.compute(content.inputs, content.ticks);
      const same = sameRecord(result, content.result);
      push(
        'formula',
        same,
        same
          ? `${content.formula} v${content.formula_version} gives the booked result`
          : `${content.formula} v${content.formula_version} gives ${JSON.stringify(result)}`,
      );
    } catch (e) {
      push('formula', false, errorText(e));
    }
  }
  return { ok: checks.every((c) => c.ok), checks };
}
