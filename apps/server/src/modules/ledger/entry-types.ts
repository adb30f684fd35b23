/**
 * Every kind of ledger entry, and the data its memo carries. `post` accepts only these types and memos (checked
 * by the type system), so every entry the books hold has a translated label and memo in the bills, statement and
 * CSV (the wallet renders them at read time, in the reader's language: wallet.entry-text.ts; a test fails on any
 * type or memo without a text in some language). A memo is stored as JSON data, never as a sentence.
 */

export const LEDGER_ENTRY_TYPES = [
  'deposit',
  'withdraw',
  /** A withdrawal fee frozen beside its request (requests made before the fee moved inside the amount). */
  'fee',
  'transfer',
  'exchange',
  'adjust',
  'freeze',
  'unfreeze',
  'settle',
  'spot_order_freeze',
  'spot_order_release',
  'spot_order_cancel',
  'spot_trade',
  'spot_maker_fund',
  /** A contract entry: margin frozen and the trading fee paid (market fill, or a limit entry when it fills). */
  'contract_open',
  /** A limit entry's margin and fee frozen while it waits. */
  'contract_reserve',
  /** A waiting limit entry cancelled: its reservation back. */
  'contract_cancel',
  /** A position closed by its owner, a batch, its take-profit or its stop-loss: margin + P/L. */
  'contract_close',
  /** A position closed by liquidation. */
  'contract_liquidation',
  /** A day's overnight fee of an open position. */
  'contract_overnight',
  /** A seconds option placed: the stake to the options escrow and the fee paid. */
  'option_submit',
  /** A seconds option settled: what the escrow (and, on a win, the house) pays back. */
  'option_settle',
  /** Locked mining: the amount from spot to the mining account, the term's yield reserved from the campaign. */
  'mining_subscribe',
  /** Locked mining: the days' yield from the reservation to the mining account. */
  'mining_yield',
  /** Locked mining at maturity: principal and yield back to spot. */
  'mining_mature',
  /** Locked mining redeemed early: principal less the penalty, and the yield earned, back to spot. */
  'mining_redeem',
  /** A dual investment bought: the amount from spot to the deposit account, its yield reserved from the campaign. */
  'dual_buy',
  /** A dual investment settled at maturity: the payout (in the coin or the quote) to spot. */
  'dual_settle',
  /** An IEO project's token supply issued into its account (from outside the books). */
  'ieo_issue',
  /** An IEO application: the cost from spot to the project's account. */
  'ieo_apply',
  /** An IEO's end: refunds, the unsold supply back to the issuer and the proceeds to them. */
  'ieo_allocate',
  /** An IEO's tokens delivered to the user's spot account after the lock period. */
  'ieo_deliver',
  /** An experience voucher claimed: its value (a term's yield) reserved from the campaign. */
  'coupon_claim',
  /** An experience voucher used: its reservation moved to the mining order it pays. */
  'coupon_use',
  /** An experience voucher expired unused: its reservation back to the campaign. */
  'coupon_expire',
  /** An earn campaign's budget funded by the operator, or taken back. */
  'campaign_fund',
  'campaign_withdraw',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const isLedgerEntryType = (v: string): v is LedgerEntryType =>
  (LEDGER_ENTRY_TYPES as readonly string[]).includes(v);

/**
 * The bills' filter groups (the clients' "Type" choices). A group name equal to a type includes that type, so
 * filtering by a type's own name still works; `trade` gathers a spot order's reservation, its fills and its
 * release or cancellation.
 */
export const ENTRY_GROUPS = {
  deposit: ['deposit'],
  withdraw: ['withdraw'],
  transfer: ['transfer'],
  exchange: ['exchange'],
  fee: ['fee'],
  adjust: ['adjust'],
  trade: ['spot_trade', 'spot_order_freeze', 'spot_order_release', 'spot_order_cancel'],
  contract: [
    'contract_open',
    'contract_reserve',
    'contract_cancel',
    'contract_close',
    'contract_liquidation',
    'contract_overnight',
  ],
  option: ['option_submit', 'option_settle'],
  earn: [
    'mining_subscribe',
    'mining_yield',
    'mining_mature',
    'mining_redeem',
    'dual_buy',
    'dual_settle',
    'ieo_apply',
    'ieo_allocate',
    'ieo_deliver',
  ],
} as const satisfies Record<string, readonly LedgerEntryType[]>;
export type EntryGroup = keyof typeof ENTRY_GROUPS;

/** The entry types a bills filter value selects: a group's types, or the one type named. Unknown → none. */
export function entryTypesOf(filter: string): LedgerEntryType[] {
  if (Object.hasOwn(ENTRY_GROUPS, filter)) return [...ENTRY_GROUPS[filter as EntryGroup]];
  return isLedgerEntryType(filter) ? [filter] : [];
}

/** What an entry's memo says, as data (`m` names the sentence; the reader's language renders it). */
export type EntryMemo =
  | { m: 'deposit'; currency: string; network: string }
  | { m: 'demo_funding' }
  | { m: 'withdraw'; network: string; target: string }
  | { m: 'withdraw_paid'; txid: string }
  | { m: 'withdraw_rejected'; reason: string }
  | { m: 'transfer'; from: string; to: string }
  | { m: 'exchange'; from: string; to: string; rate: string }
  | { m: 'adjust'; reason: string }
  | { m: 'spot_order'; pair: string; side: 'buy' | 'sell' }
  /** One fill: the same entry moves both users' money, so the side is the reader's (buyer id → buy, else sell). */
  | { m: 'spot_trade'; pair: string; price: string; qty: string; buyer: number }
  | { m: 'maker_fund'; currency: string }
  /** A contract position's entry, close, fee or cancellation (`id`: the position). */
  | { m: 'contract'; pair: string; side: 'long' | 'short'; id: number }
  /** A seconds option's stake, fee or settlement (`id`: the order; `type` 1 up, 2 down). */
  | { m: 'option'; pair: string; type: 1 | 2; seconds: number; id: number }
  /** A locked-mining order's subscription, yield, maturity or redemption (`id`: the order). */
  | { m: 'mining'; product: number; days: number; id: number }
  /** A dual investment's purchase or settlement (`id`: the order). */
  | { m: 'dual'; product: number; type: 'call' | 'put'; id: number }
  /** An IEO application, its allocation or delivery (`id`: the order; 0 for the project's own moves). */
  | { m: 'ieo'; project: number; title: string; id: number }
  /** An experience voucher claimed or expired (`id`: the user's coupon). */
  | { m: 'coupon'; id: number; title: string }
  /** An earn campaign's budget moved by the operator. */
  | { m: 'campaign'; id: number; name: string }
  /** Text written before memos were data (kept as it was, shown after the type's own memo). */
  | { m: 'note'; note: string };
export type MemoKind = EntryMemo['m'];

export const encodeMemo = (memo: EntryMemo | undefined): string => (memo ? JSON.stringify(memo) : '');

/** The stored memo back as data: '' → null; anything that is not one of our JSON memos → a legacy note. */
export function decodeMemo(stored: string): EntryMemo | null {
  if (stored === '') return null;
  if (stored.startsWith('{')) {
    try {
      const v = JSON.parse(stored) as unknown;
      if (v && typeof v === 'object' && typeof (v as { m?: unknown }).m === 'string') return v as EntryMemo;
    } catch {
      // not ours: a legacy note
    }
  }
  return { m: 'note', note: stored };
}
