/**
 * Issuing and re-checking receipts. `issue` recomputes the result with the published formula and refuses to
 * write a receipt (failing the caller's transaction) when it differs from what the settlement booked, so every
 * paid or charged outcome provably follows its formula. `verify` re-checks a stored receipt from scratch: the
 * hash over its content, the ticks against their source, and the result against the formula.
 */
import { randomBytes } from 'node:crypto';
import { type Check, checkBundle, type ReceiptBundle } from '@app/pricelog/bundle';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { wireTime } from '../../envelope';
import { AppError } from '../../errors';
import { type Formula, type FormulaRegistry, formulaKey } from './receipts.formulas';
import { canonicalContent, type ReceiptContent, receiptHash } from './receipts.hash';
import { buildBundle, type PriceLogAccess } from './receipts.price-log';
import { type ReceiptTick, receipts } from './receipts.tables';

export type ReceiptDraft = {
  kind: string;
  userId: number;
  refType: string;
  refId: string;
  priceSource: string;
  ticks: ReceiptTick[];
  formula: Formula;
  inputs: Record<string, string>;
  /** What the settlement booked; must equal the formula's result. */
  result: Record<string, string>;
};

type Row = typeof receipts.$inferSelect;
type TickCheck = 'ok' | 'changed' | 'missing' | 'unknown_source';

/** The hashed content of a row (its keys are the table's column names). */
const contentOf = (r: Omit<Row, 'id' | 'uid' | 'hash' | 'createdAt'>): ReceiptContent => ({
  kind: r.kind,
  user_id: r.userId,
  ref_type: r.refType,
  ref_id: r.refId,
  price_source: r.priceSource,
  ticks: r.ticks,
  formula: r.formula,
  formula_version: r.formulaVersion,
  inputs: r.inputs,
  result: r.result,
});

function sameRecord(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
}

const sameTick = (a: ReceiptTick, b: ReceiptTick) =>
  a.id === b.id && a.symbol === b.symbol && a.ts === b.ts && a.price === b.price && a.amount === b.amount;

export type ReceiptsService = ReturnType<typeof createReceiptsService>;

/** The proofs part of `verify`: none (no leaf cited), pending (no signed head covers them yet), ok or failed. */
export type ProofState = 'none' | 'pending' | 'ok' | 'failed';

export function createReceiptsService(
  db: Db,
  registry: FormulaRegistry,
  priceLog: () => PriceLogAccess | undefined = () => undefined,
) {
  const formulaOf = (name: string, version: number) => registry.formula(name, version);

  async function bundleOf(r: Row): Promise<ReceiptBundle> {
    const content = contentOf(r);
    const formula = formulaOf(r.formula, r.formulaVersion);
    let claims: ReturnType<NonNullable<Formula['rules']>> = [];
    try {
      claims = formula?.rules?.(r.inputs, r.ticks) ?? [];
    } catch {
      claims = []; // a receipt whose rules cannot be read still gets its bundle; the check reports the failure
    }
    return buildBundle(priceLog(), { id: r.uid, hash: r.hash, content }, claims);
  }

  /** Checks a bundle against the published formulas, pinned to this server's log key when it has one. */
  function check(bundle: ReceiptBundle) {
    return checkBundle(bundle, { formulas: formulaOf, publicKey: priceLog()?.publicKey().public_key });
  }

  async function proofsOf(r: Row): Promise<{ state: ProofState; checks: Check[] }> {
    const cites = r.ticks.some((t) => t.source === 'price_log') || !!formulaOf(r.formula, r.formulaVersion)?.rules;
    if (!cites) return { state: 'none', checks: [] };
    let bundle: ReceiptBundle;
    try {
      bundle = await bundleOf(r);
    } catch (error) {
      if (error instanceof AppError) return { state: 'pending', checks: [] };
      throw error;
    }
    const verdict = check(bundle);
    return { state: verdict.ok ? 'ok' : 'failed', checks: verdict.checks };
  }

  function sealed(d: ReceiptDraft, uid: string) {
    const computed = d.formula.compute(d.inputs, d.ticks);
    if (!sameRecord(computed, d.result)) {
      throw new Error(
        `receipt ${d.kind} ${d.refType}:${d.refId}: ${formulaKey(d.formula.name, d.formula.version)} gives ` +
          `${JSON.stringify(computed)}, the settlement booked ${JSON.stringify(d.result)}`,
      );
    }
    const content: ReceiptContent = {
      kind: d.kind,
      user_id: d.userId,
      ref_type: d.refType,
      ref_id: d.refId,
      price_source: d.priceSource,
      ticks: d.ticks,
      formula: d.formula.name,
      formula_version: d.formula.version,
      inputs: d.inputs,
      result: d.result,
    };
    return {
      uid,
      kind: d.kind,
      userId: d.userId,
      refType: d.refType,
      refId: d.refId,
      priceSource: d.priceSource,
      ticks: d.ticks,
      formula: d.formula.name,
      formulaVersion: d.formula.version,
      inputs: d.inputs,
      result: d.result,
      hash: receiptHash(content),
    };
  }

  async function checkTicks(ex: Executor, r: Row): Promise<TickCheck> {
    if (r.ticks.length === 0) return 'ok';
    const bySource = new Map<string, ReceiptTick[]>();
    for (const t of r.ticks) bySource.set(t.source, [...(bySource.get(t.source) ?? []), t]);
    let verdict: TickCheck = 'ok';
    for (const [name, ticks] of bySource) {
      const source = registry.source(name);
      if (!source) return 'unknown_source';
      const found = new Map(
        (
          await source.load(
            ex,
            ticks.map((t) => t.id),
          )
        ).map((t) => [t.id, t]),
      );
      for (const t of ticks) {
        const now = found.get(t.id);
        if (!now) verdict = verdict === 'ok' ? 'missing' : verdict;
        else if (!sameTick({ ...now, source: t.source }, t)) return 'changed';
      }
    }
    return verdict;
  }

  return {
    /** Writes receipts in the caller's transaction (the settlement's), after checking each against its formula. */
    async issue(ex: Executor, drafts: readonly ReceiptDraft[]): Promise<string[]> {
      if (drafts.length === 0) return [];
      // One draw of randomness for the batch (a sweeper's chunk issues hundreds): 16 random bytes a receipt.
      const random = randomBytes(16 * drafts.length).toString('hex');
      const rows = drafts.map((d, i) => sealed(d, random.slice(32 * i, 32 * i + 32)));
      if (rows.length === 1) {
        await ex.insert(receipts).values(rows);
        return rows.map((r) => r.uid);
      }
      // A sweeper's chunk issues hundreds at once: one JSON parameter, not twelve bind parameters a receipt.
      const records = rows.map((r) => ({ uid: r.uid, ...contentOf(r), hash: r.hash }));
      const written = (await ex.execute(
        sql`insert into receipts (uid, kind, user_id, ref_type, ref_id, price_source, ticks, formula, formula_version,
                                  inputs, result, hash)
            select uid, kind, user_id, ref_type, ref_id, price_source, ticks, formula, formula_version, inputs, result,
                   hash
            from json_to_recordset(${JSON.stringify(records)}::json)
              as x(uid text, kind text, user_id int, ref_type text, ref_id text, price_source text, ticks jsonb,
                   formula text, formula_version int, inputs jsonb, result jsonb, hash text)
            returning uid`,
      )) as unknown as { rows: unknown[] };
      if (written.rows.length !== rows.length) throw new Error('receipts were not written');
      return rows.map((r) => r.uid);
    },

    /** Anyone may ask: does the receipt still prove its outcome? Answers no personal data. */
    async verify(uid: string) {
      const [r] = await db.select().from(receipts).where(eq(receipts.uid, uid));
      if (!r) throw new AppError('NOT_FOUND');
      const hashOk = receiptHash(contentOf(r)) === r.hash;
      const ticks = await checkTicks(db, r);
      const formula = registry.formula(r.formula, r.formulaVersion);
      let resultOk = false;
      try {
        resultOk = formula ? sameRecord(formula.compute(r.inputs, r.ticks), r.result) : false;
      } catch {
        resultOk = false;
      }
      const proofs = await proofsOf(r);
      return {
        id: r.uid,
        kind: r.kind,
        formula: r.formula,
        formula_version: r.formulaVersion,
        hash: r.hash,
        checks: { hash: hashOk, ticks, result: resultOk, formula_known: formula !== undefined, proofs: proofs.state },
        proofs: proofs.checks,
        match: hashOk && ticks === 'ok' && resultOk && proofs.state !== 'failed',
      };
    },

    /** The self-contained bundle of a receipt (public: the id is the secret); "not yet provable" until a head covers it. */
    async bundle(uid: string): Promise<ReceiptBundle> {
      const [r] = await db.select().from(receipts).where(eq(receipts.uid, uid));
      if (!r) throw new AppError('NOT_FOUND');
      return bundleOf(r);
    },

    check,

    /** The whole receipt, to its owner only (another user's id is "not found"). */
    async detail(userId: number, uid: string) {
      const [r] = await db
        .select()
        .from(receipts)
        .where(and(eq(receipts.uid, uid), eq(receipts.userId, userId)));
      if (!r) throw new AppError('NOT_FOUND');
      return receiptView(r, registry.formula(r.formula, r.formulaVersion)?.describe ?? '');
    },

    /** The owner's receipts of some business rows (the fills of an order). */
    async forRefs(userId: number, refType: string, refIds: readonly string[]) {
      if (refIds.length === 0) return [];
      const rows = await db
        .select()
        .from(receipts)
        .where(and(eq(receipts.userId, userId), eq(receipts.refType, refType), inArray(receipts.refId, [...refIds])))
        .orderBy(desc(receipts.id));
      return rows.map((r) => receiptView(r, registry.formula(r.formula, r.formulaVersion)?.describe ?? ''));
    },
  };
}

const receiptView = (r: Row, describe: string) => ({
  id: r.uid,
  kind: r.kind,
  ref_type: r.refType,
  ref_id: r.refId,
  price_source: r.priceSource,
  ticks: r.ticks.map((t) => ({ ...t, amount: t.amount ?? '' })),
  formula: r.formula,
  formula_version: r.formulaVersion,
  formula_text: describe,
  inputs: r.inputs,
  result: r.result,
  hash: r.hash,
  /** The exact text the hash is taken over (RFC 8785), so anyone can recompute it. */
  canonical: canonicalContent(contentOf(r)),
  created_at: wireTime(r.createdAt),
});
