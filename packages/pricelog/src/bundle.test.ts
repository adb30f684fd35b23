import { describe, expect, it } from 'vitest';
import {
  type BundleFormula,
  type BundleTick,
  checkBundle,
  leafId,
  type ReceiptBundle,
  type ReceiptContent,
  receiptContentHash,
} from './bundle';
import { generateKey, keyId, signHead } from './head';
import { leafHash } from './leaf';
import { MemoryLog } from './memory-reader';
import { inclusionProof } from './proofs';
import type { PriceLeaf } from './types';

const S = 'BTC/USDT';
const key = generateKey();
// 20 leaves one second apart, each its own single source.
const leaves: PriceLeaf[] = Array.from({ length: 20 }, (_, seq) => {
  const price = String(100 + seq);
  return { symbol: S, seq, ts: 1000 * (seq + 1), price, inputs: [{ source: 'sim', price, ts: 1000 * (seq + 1) }] };
});

/** A toy published formula: the payout is the end price; ticks[0] is the first leaf at or after `at`. */
const endPrice: BundleFormula = {
  name: 'test.end',
  version: 1,
  compute: (_inputs, ticks) => ({ payout: ticks[0]?.price ?? '' }),
  rules: (inputs, ticks) => [
    { rule: 'first_at_or_after', symbol: S, at: Number(inputs.at), chosen: Number(ticks[0]?.id.split('#')[1]) },
  ],
};
const formulas = (name: string, version: number) =>
  name === endPrice.name && version === endPrice.version ? endPrice : undefined;

const tickOf = (l: PriceLeaf): BundleTick => ({
  source: 'price_log',
  id: leafId(l.symbol, l.seq),
  symbol: l.symbol,
  ts: l.ts,
  price: l.price,
});

async function bundleFor(opts: {
  chosen: number;
  cite: number[];
  at: number;
  log?: PriceLeaf[];
}): Promise<ReceiptBundle> {
  const all = structuredClone(opts.log ?? leaves);
  const log = new MemoryLog(all.map(leafHash));
  const head = signHead({ symbol: S, size: log.size, root: log.root(), ts: 99_000 }, key.privateKey);
  const chosen = all[opts.chosen]!;
  const content: ReceiptContent = {
    kind: 'test.end',
    user_id: 7,
    ref_type: 'test',
    ref_id: '1',
    price_source: 'price_log',
    ticks: [tickOf(chosen), ...opts.cite.filter((s) => s !== opts.chosen).map((s) => tickOf(all[s]!))],
    formula: 'test.end',
    formula_version: 1,
    inputs: { at: String(opts.at) },
    result: { payout: chosen.price },
  };
  return {
    format: 'openx-receipt-bundle/1',
    receipt: { id: 'r1', hash: receiptContentHash(content), content },
    logs: [
      {
        symbol: S,
        head,
        leaves: await Promise.all(
          opts.cite.map(async (seq) => ({
            ...all[seq]!,
            leaf_hash: leafHash(all[seq]!),
            proof: await inclusionProof(seq, log.size, log.read),
          })),
        ),
      },
    ],
    public_key: { algorithm: 'Ed25519', public_key: key.publicKey, key_id: keyId(key.publicKey) },
  };
}

const failed = (v: { checks: { name: string; ok: boolean }[] }) => v.checks.filter((c) => !c.ok).map((c) => c.name);

describe('checkBundle', () => {
  it('accepts an honest bundle: hash, signature, proofs, leaf prices, receipt ticks, rule and formula', async () => {
    const b = await bundleFor({ chosen: 10, cite: [9, 10], at: 10_500 });
    const v = checkBundle(b, { formulas, publicKey: key.publicKey });
    expect(failed(v)).toEqual([]);
    expect(v.ok).toBe(true);
    expect(v.checks.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'receipt hash',
        'public key',
        `head signature ${S}`,
        `inclusion ${S}#9`,
        `leaf price ${S}#10`,
        `tick ${S}#10`,
        `rule first_at_or_after ${S}#10`,
        'formula',
      ]),
    );
  });

  it('fails a leaf whose price was edited after it was logged (its proof no longer leads to the signed root)', async () => {
    const b = await bundleFor({ chosen: 10, cite: [9, 10], at: 10_500 });
    b.logs[0]!.leaves[1]!.price = '1';
    b.logs[0]!.leaves[1]!.inputs[0]!.price = '1';
    const v = checkBundle(b, { formulas, publicKey: key.publicKey });
    expect(v.ok).toBe(false);
    expect(failed(v)).toEqual(expect.arrayContaining([`inclusion ${S}#10`, `tick ${S}#10`]));
  });

  it('fails a receipt whose price or result was edited, even with its hash recomputed', async () => {
    const b = await bundleFor({ chosen: 10, cite: [9, 10], at: 10_500 });
    const content = b.receipt.content;
    content.ticks[0]!.price = '150';
    content.result = { payout: '150' };
    expect(failed(checkBundle(b, { formulas, publicKey: key.publicKey }))).toContain('receipt hash');
    b.receipt.hash = receiptContentHash(content);
    expect(failed(checkBundle(b, { formulas, publicKey: key.publicKey }))).toEqual([`tick ${S}#10`]);
  });

  it('fails when a leaf between the two cited was omitted (seq 10 and 12 are not adjacent)', async () => {
    // The log holds leaf 11; the receipt skips it, citing 10 as "the leaf before" 12.
    const b = await bundleFor({ chosen: 12, cite: [10, 12], at: 11_500 });
    const v = checkBundle(b, { formulas, publicKey: key.publicKey });
    expect(failed(v)).toEqual([`rule first_at_or_after ${S}#12`]);
    expect(v.checks.find((c) => c.name.startsWith('rule'))?.detail).toMatch(/not in the bundle/);
    // With leaf 11 in the bundle the rule sees that 11 is already after the time: 12 was not the first.
    const c = await bundleFor({ chosen: 12, cite: [10, 11, 12], at: 11_500 });
    expect(failed(checkBundle(c, { formulas, publicKey: key.publicKey }))).toEqual([`rule first_at_or_after ${S}#12`]);
  });

  it('fails a head signed by another key than the pinned one, and says so when nothing is pinned', async () => {
    const b = await bundleFor({ chosen: 10, cite: [9, 10], at: 10_500 });
    const other = generateKey();
    expect(failed(checkBundle(b, { formulas, publicKey: other.publicKey }))).toEqual(
      expect.arrayContaining(['public key', `head signature ${S}`]),
    );
    const unpinned = checkBundle(b, { formulas });
    expect(unpinned.ok).toBe(true);
    expect(unpinned.checks.find((c) => c.name === 'public key')?.detail).toMatch(/own key/);
    b.logs[0]!.head.size = 19;
    expect(failed(checkBundle(b, { formulas }))).toContain(`head signature ${S}`);
  });

  it('recomputes a multi-source leaf with the index method, and fails it without one', async () => {
    const multi = leaves.map((l) => ({
      ...l,
      price: String(Number(l.price) + 1),
      inputs: [
        { source: 'a', price: l.price, ts: l.ts },
        { source: 'b', price: String(Number(l.price) + 2), ts: l.ts },
      ],
    }));
    const b = await bundleFor({ chosen: 10, cite: [9, 10], at: 10_500, log: multi });
    expect(failed(checkBundle(b, { formulas, publicKey: key.publicKey }))).toEqual([
      `leaf price ${S}#9`,
      `leaf price ${S}#10`,
    ]);
    b.logs[0]!.index = { method: { max_age_ms: 10_000, band_percent: '3' }, scale: 0 };
    expect(failed(checkBundle(b, { formulas, publicKey: key.publicKey }))).toEqual([]);
    b.logs[0]!.index = { method: { max_age_ms: 10_000, band_percent: '3', weights: { b: '3' } }, scale: 0 };
    expect(failed(checkBundle(b, { formulas, publicKey: key.publicKey }))).toContain(`leaf price ${S}#10`);
  });

  it('fails an unknown formula and never throws on a malformed bundle', async () => {
    const b = await bundleFor({ chosen: 10, cite: [9, 10], at: 10_500 });
    expect(failed(checkBundle(b, { formulas: () => undefined }))).toEqual(['formula']);
    (b.logs[0]!.leaves[0] as { seq: unknown }).seq = 'x';
    expect(checkBundle(b, { formulas }).ok).toBe(false);
  });
});
