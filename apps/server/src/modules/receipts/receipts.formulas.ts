/**
 * Formulas and price sources, registered by the modules that settle with them. A formula is pure: the same
 * inputs and ticks give the same result, forever — a changed rule is a new version, and the old version stays
 * registered so old receipts still verify.
 */
import type { RuleClaim } from '@app/pricelog/rules';
import type { Executor } from '../../db';
import type { ReceiptTick } from './receipts.tables';

export type Formula = {
  name: string;
  version: number;
  /** One line for people: what the formula computes (shown with the receipt). */
  describe: string;
  compute(inputs: Readonly<Record<string, string>>, ticks: readonly ReceiptTick[]): Record<string, string>;
  /**
   * The selection rules the settlement followed, as claims over the price-log leaves among `ticks` (e.g. "ticks[1]
   * is the first leaf at or after expiry"). Derived from the hashed content only, so a verifier holding the
   * published formula and the leaves' proofs can check them (`@app/pricelog/bundle`).
   */
  rules?(inputs: Readonly<Record<string, string>>, ticks: readonly ReceiptTick[]): RuleClaim[];
};

/** Loads recorded ticks again by id (absent ids are simply missing from the answer). */
export type PriceSource = {
  name: string;
  load(ex: Executor, ids: readonly string[]): Promise<ReceiptTick[]>;
};

export const formulaKey = (name: string, version: number) => `${name}@${version}`;

export function createFormulaRegistry() {
  const formulas = new Map<string, Formula>();
  const sources = new Map<string, PriceSource>();
  return {
    addFormula(f: Formula) {
      const key = formulaKey(f.name, f.version);
      if (formulas.has(key)) throw new Error(`formula ${key} is registered twice`);
      formulas.set(key, f);
    },
    addSource(s: PriceSource) {
      if (sources.has(s.name)) throw new Error(`price source ${s.name} is registered twice`);
      sources.set(s.name, s);
    },
    formula: (name: string, version: number) => formulas.get(formulaKey(name, version)),
    /** Every registered formula (the offline verifier's list is tested against it). */
    formulas: () => [...formulas.values()],
    source: (name: string) => sources.get(name),
  };
}
export type FormulaRegistry = ReturnType<typeof createFormulaRegistry>;
