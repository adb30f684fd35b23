/**
 * The texts of a ledger entry in the bills, statement and CSV, rendered at read time in the reader's language:
 * a label per entry type (`wallet.entry.*`), and a memo from the entry's stored memo data (`wallet.note.*`) or,
 * when it has none, the type's own sentence (`wallet.memo.*`). The records below are typed by the ledger's
 * LEDGER_ENTRY_TYPES and memo kinds, so a new type or memo does not compile until it has its texts; the i18n
 * catalogue tests then require them in every language, and wallet.entry-text.test.ts renders each.
 */
import type { Lang } from '@app/i18n';
import { type ServerKey, t } from '@app/i18n/server';
import { decodeMemo, type EntryMemo, isLedgerEntryType, type LedgerEntryType, type MemoKind } from '../ledger';
import { kindFieldName } from './wallet.kind-names';

export const ENTRY_LABELS: Record<LedgerEntryType, ServerKey> = {
  deposit: 'wallet.entry.deposit',
  withdraw: 'wallet.entry.withdraw',
  fee: 'wallet.entry.fee',
  transfer: 'wallet.entry.transfer',
  exchange: 'wallet.entry.exchange',
  adjust: 'wallet.entry.adjust',
  freeze: 'wallet.entry.freeze',
  unfreeze: 'wallet.entry.unfreeze',
  settle: 'wallet.entry.settle',
  spot_order_freeze: 'wallet.entry.spot_order_freeze',
  spot_order_release: 'wallet.entry.spot_order_release',
  spot_order_cancel: 'wallet.entry.spot_order_cancel',
  spot_trade: 'wallet.entry.spot_trade',
  spot_maker_fund: 'wallet.entry.spot_maker_fund',
  contract_open: 'wallet.entry.contract_open',
  contract_reserve: 'wallet.entry.contract_reserve',
  contract_cancel: 'wallet.entry.contract_cancel',
  contract_close: 'wallet.entry.contract_close',
  contract_liquidation: 'wallet.entry.contract_liquidation',
  contract_overnight: 'wallet.entry.contract_overnight',
  option_submit: 'wallet.entry.option_submit',
  option_settle: 'wallet.entry.option_settle',
  mining_subscribe: 'wallet.entry.mining_subscribe',
  mining_yield: 'wallet.entry.mining_yield',
  mining_mature: 'wallet.entry.mining_mature',
  mining_redeem: 'wallet.entry.mining_redeem',
  dual_buy: 'wallet.entry.dual_buy',
  dual_settle: 'wallet.entry.dual_settle',
  ieo_issue: 'wallet.entry.ieo_issue',
  ieo_apply: 'wallet.entry.ieo_apply',
  ieo_allocate: 'wallet.entry.ieo_allocate',
  ieo_deliver: 'wallet.entry.ieo_deliver',
  coupon_claim: 'wallet.entry.coupon_claim',
  coupon_use: 'wallet.entry.coupon_use',
  coupon_expire: 'wallet.entry.coupon_expire',
  campaign_fund: 'wallet.entry.campaign_fund',
  campaign_withdraw: 'wallet.entry.campaign_withdraw',
};

/** The memo of an entry that stores none (and the lead of a legacy note). */
export const ENTRY_MEMOS: Record<LedgerEntryType, ServerKey> = {
  deposit: 'wallet.memo.deposit',
  withdraw: 'wallet.memo.withdraw',
  fee: 'wallet.memo.fee',
  transfer: 'wallet.memo.transfer',
  exchange: 'wallet.memo.exchange',
  adjust: 'wallet.memo.adjust',
  freeze: 'wallet.memo.freeze',
  unfreeze: 'wallet.memo.unfreeze',
  settle: 'wallet.memo.settle',
  spot_order_freeze: 'wallet.memo.spot_order_freeze',
  spot_order_release: 'wallet.memo.spot_order_release',
  spot_order_cancel: 'wallet.memo.spot_order_cancel',
  spot_trade: 'wallet.memo.spot_trade',
  spot_maker_fund: 'wallet.memo.spot_maker_fund',
  contract_open: 'wallet.memo.contract_open',
  contract_reserve: 'wallet.memo.contract_reserve',
  contract_cancel: 'wallet.memo.contract_cancel',
  contract_close: 'wallet.memo.contract_close',
  contract_liquidation: 'wallet.memo.contract_liquidation',
  contract_overnight: 'wallet.memo.contract_overnight',
  option_submit: 'wallet.memo.option_submit',
  option_settle: 'wallet.memo.option_settle',
  mining_subscribe: 'wallet.memo.mining_subscribe',
  mining_yield: 'wallet.memo.mining_yield',
  mining_mature: 'wallet.memo.mining_mature',
  mining_redeem: 'wallet.memo.mining_redeem',
  dual_buy: 'wallet.memo.dual_buy',
  dual_settle: 'wallet.memo.dual_settle',
  ieo_issue: 'wallet.memo.ieo_issue',
  ieo_apply: 'wallet.memo.ieo_apply',
  ieo_allocate: 'wallet.memo.ieo_allocate',
  ieo_deliver: 'wallet.memo.ieo_deliver',
  coupon_claim: 'wallet.memo.coupon_claim',
  coupon_use: 'wallet.memo.coupon_use',
  coupon_expire: 'wallet.memo.coupon_expire',
  campaign_fund: 'wallet.memo.campaign_fund',
  campaign_withdraw: 'wallet.memo.campaign_withdraw',
};

type Params = Record<string, string | number>;

/** Each memo kind: its sentence and its parameters for one reader (sides and account names translated). */
export const MEMO_TEXTS: {
  [K in MemoKind]: (lang: Lang, memo: Extract<EntryMemo, { m: K }>, viewer: number) => [ServerKey, Params];
} = {
  deposit: (_l, m) => ['wallet.note.deposit', { currency: m.currency, network: m.network }],
  demo_funding: () => ['wallet.note.demo_funding', {}],
  withdraw: (_l, m) => ['wallet.note.withdraw', { network: m.network, target: m.target }],
  withdraw_paid: (_l, m) =>
    m.txid ? ['wallet.note.withdraw_paid', { txid: m.txid }] : ['wallet.note.withdraw_paid_no_tx', {}],
  withdraw_rejected: (_l, m) => ['wallet.note.withdraw_rejected', { reason: m.reason }],
  transfer: (l, m) => ['wallet.note.transfer', { from: kindFieldName(l, m.from), to: kindFieldName(l, m.to) }],
  exchange: (_l, m) => ['wallet.note.exchange', { from: m.from, to: m.to, rate: m.rate }],
  adjust: (_l, m) => ['wallet.note.adjust', { reason: m.reason }],
  spot_order: (l, m) => ['wallet.note.spot_order', { pair: m.pair, side: sideName(l, m.side) }],
  spot_trade: (l, m, viewer) => [
    'wallet.note.spot_trade',
    { pair: m.pair, side: sideName(l, viewer === m.buyer ? 'buy' : 'sell'), qty: m.qty, price: m.price },
  ],
  maker_fund: (_l, m) => ['wallet.note.maker_fund', { currency: m.currency }],
  contract: (l, m) => [
    'wallet.note.contract',
    { pair: m.pair, side: t(l, m.side === 'long' ? 'wallet.side.long' : 'wallet.side.short'), id: m.id },
  ],
  option: (l, m) => [
    'wallet.note.option',
    { pair: m.pair, side: t(l, m.type === 1 ? 'wallet.side.up' : 'wallet.side.down'), seconds: m.seconds, id: m.id },
  ],
  mining: (_l, m) => ['wallet.note.mining', { id: m.id, days: m.days }],
  dual: (l, m) => [
    'wallet.note.dual',
    { id: m.id, type: t(l, m.type === 'put' ? 'wallet.side.put' : 'wallet.side.call') },
  ],
  ieo: (_l, m) => ['wallet.note.ieo', { id: m.id, title: m.title }],
  coupon: (_l, m) => ['wallet.note.coupon', { id: m.id, title: m.title }],
  campaign: (_l, m) => ['wallet.note.campaign', { id: m.id, name: m.name }],
  note: (_l, m) => ['wallet.note.note', { note: m.note }],
};

const sideName = (lang: Lang, side: 'buy' | 'sell') => t(lang, side === 'buy' ? 'wallet.side.buy' : 'wallet.side.sell');

/** The translated label of an entry type ("Other" only for a type the books no longer write). */
export const entryLabel = (lang: Lang, type: string): string =>
  t(lang, isLedgerEntryType(type) ? ENTRY_LABELS[type] : 'wallet.entry.other');

/** The translated memo of one entry for one reader (`viewer`: the user whose bills these are). */
export function entryMemo(lang: Lang, type: string, stored: string, viewer: number): string {
  const memo = decodeMemo(stored);
  const own = isLedgerEntryType(type) ? t(lang, ENTRY_MEMOS[type]) : '';
  if (!memo) return own;
  const render = MEMO_TEXTS[memo.m] as ((l: Lang, m: EntryMemo, v: number) => [ServerKey, Params]) | undefined;
  if (!render) return own;
  const [key, params] = render(lang, memo, viewer);
  const text = t(lang, key, params);
  // A legacy note is shown after the type's own sentence, so the reader still learns what the entry was.
  return memo.m === 'note' && own ? `${own}: ${text}` : text;
}
