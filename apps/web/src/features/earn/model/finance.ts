import type { DualProduct, MiningConfig } from '../api/types';
import { investPurchaseHref, miningBuyHref } from './paths';

/**
 * One row of the finance tab: any earn product with its yield (APR everywhere, the daily rate beside mining's), its term, the
 * campaign paying it and what that campaign still holds, and the link to subscribe.
 */
export type FinanceRow = {
  key: string;
  group: 'locked' | 'cloud' | 'defi' | 'dual';
  name: string;
  coin: string;
  /** The server's APR as a fraction, and its daily rate for products that pay daily (mining). */
  apr: string;
  daily?: string;
  days: number;
  campaign: { name: string; remaining: string; currency: string };
  href: string;
  /** False when the product cannot be bought now (sold out, sales closed, budget spent). */
  open: boolean;
};

export const FINANCE_GROUPS = ['locked', 'cloud', 'defi', 'dual'] as const;

/** `dualName` puts a dual product in words (model/dual-name.ts); without it the wire's code is shown. */
export function financeRows(
  configs: readonly MiningConfig[],
  duals: readonly DualProduct[],
  dualName: (d: DualProduct) => string = (d) => d.name,
): FinanceRow[] {
  const mining = configs.map(
    (c): FinanceRow => ({
      key: `m${c.id}`,
      group: c.kind,
      name: c.name,
      coin: c.currency_name,
      apr: c.apr,
      daily: c.daily_rate,
      days: c.day,
      campaign: c.campaign,
      href: miningBuyHref(c.id),
      open: c.budget_cap === '' || Number(c.budget_cap) >= Number(c.save_min || '0'),
    }),
  );
  const dual = duals.map(
    (d): FinanceRow => ({
      key: `d${d.id}`,
      group: 'dual',
      name: dualName(d),
      coin: d.pay_currency,
      apr: d.apr,
      days: d.day,
      campaign: d.campaign,
      href: investPurchaseHref(d.id),
      open: d.status === 1 && d.remaining_number > 0,
    }),
  );
  const order = (r: FinanceRow) => FINANCE_GROUPS.indexOf(r.group);
  return [...mining, ...dual].sort((a, b) => order(a) - order(b));
}
