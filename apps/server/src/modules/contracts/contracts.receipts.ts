/**
 * Receipts of contract positions: every fill (market entry, limit entry), close (owner, batch, TP, SL,
 * liquidation) and overnight fee stores the recorded price it used (a `market.mark` row) with the formula and its
 * inputs. The formulas below call the same engine functions the settlement books with, and `receipts.issue`
 * refuses a receipt whose booked result they do not reproduce (which fails the settlement's transaction).
 */
import { normalize } from '@app/money';
import type { Formula, ReceiptDraft, ReceiptTick } from '../receipts';
import type { Side } from './engine/formulas';
import { closeSplit, entrySplit, type MarginMode, overnightSplit } from './engine/settlement';

const n = normalize;
const side = (v: string | undefined): Side => (v === 'short' ? 'short' : 'long');
const mode = (v: string | undefined): MarginMode => (v === 'isolated' ? 'isolated' : 'cross');
const need = (inputs: Readonly<Record<string, string>>, key: string): string => {
  const v = inputs[key];
  if (v === undefined) throw new Error(`missing input ${key}`);
  return v;
};
const firstTick = (ticks: readonly ReceiptTick[]): ReceiptTick => {
  const t = ticks[0];
  if (!t) throw new Error('needs the recorded price');
  return t;
};

export const contractOpenFormula: Formula = {
  name: 'contracts.open',
  version: 1,
  describe:
    'fill = reference + spread for a long, reference − spread for a short; quantity = lots × lot_size; ' +
    'value = fill × quantity; margin = ⌈value ÷ multiple⌉; fee = ⌈value × fee_rate⌉ (at the coin scale).',
  compute(inputs, ticks) {
    const s = entrySplit({
      side: side(inputs.side),
      reference: firstTick(ticks).price,
      spread: need(inputs, 'spread'),
      lots: Number(need(inputs, 'lots')),
      lotSize: need(inputs, 'lot_size'),
      multiple: Number(need(inputs, 'multiple')),
      feeRate: need(inputs, 'fee_rate'),
      scale: Number(need(inputs, 'scale')),
    });
    if (!s) throw new Error('no positive fill price');
    return {
      fill_price: n(s.fillPrice),
      quantity: n(s.quantity),
      value: n(s.value),
      margin: n(s.margin),
      fee: n(s.fee),
    };
  },
};

export const contractCloseFormula: Formula = {
  name: 'contracts.close',
  version: 1,
  describe:
    'close = reference − spread for a long, reference + spread for a short; P/L long = (close − entry) × ' +
    'quantity, short = (entry − close) × quantity (never × the leverage); returned = ⌊margin + P/L⌋ when ' +
    'positive, else 0, and the loss beyond the margin comes from the free balance (cross) and then the ' +
    'insurance fund.',
  compute(inputs, ticks) {
    const s = closeSplit({
      side: side(inputs.side),
      entry: need(inputs, 'entry_price'),
      reference: firstTick(ticks).price,
      spread: need(inputs, 'spread'),
      quantity: need(inputs, 'quantity'),
      margin: need(inputs, 'margin'),
      mode: mode(inputs.margin_mode),
      available: need(inputs, 'available'),
      scale: Number(need(inputs, 'scale')),
    });
    return {
      close_price: n(s.closePrice),
      pnl: n(s.pnl),
      returned: n(s.returned),
      from_balance: n(s.fromBalance),
      insurance: n(s.insurance),
    };
  },
};

export const contractOvernightFormula: Formula = {
  name: 'contracts.overnight',
  version: 1,
  describe:
    'fee = ⌈entry × quantity × daily rate⌉; taken from the margin first, then (cross) from the free balance; ' +
    'what neither covers is not taken.',
  compute(inputs) {
    const s = overnightSplit({
      entry: need(inputs, 'entry_price'),
      quantity: need(inputs, 'quantity'),
      rate: need(inputs, 'rate'),
      margin: need(inputs, 'margin'),
      mode: mode(inputs.margin_mode),
      available: need(inputs, 'available'),
      scale: Number(need(inputs, 'scale')),
    });
    return {
      fee: n(s.fee),
      from_margin: n(s.fromMargin),
      from_balance: n(s.fromBalance),
      uncollected: n(s.uncollected),
    };
  },
};

export const CONTRACT_FORMULAS = [contractOpenFormula, contractCloseFormula, contractOvernightFormula];

type Base = { userId: number; positionId: number };

export const openReceipt = (
  p: Base & { tick: ReceiptTick; inputs: Record<string, string>; result: Record<string, string> },
): ReceiptDraft => ({
  kind: 'contracts.open',
  userId: p.userId,
  refType: 'contract_position',
  refId: String(p.positionId),
  priceSource: 'market.mark',
  ticks: [p.tick],
  formula: contractOpenFormula,
  inputs: p.inputs,
  result: p.result,
});

export const closeReceipt = (
  p: Base & { tick: ReceiptTick; inputs: Record<string, string>; result: Record<string, string> },
): ReceiptDraft => ({
  kind: 'contracts.close',
  userId: p.userId,
  refType: 'contract_position',
  refId: String(p.positionId),
  priceSource: 'market.mark',
  ticks: [p.tick],
  formula: contractCloseFormula,
  inputs: p.inputs,
  result: p.result,
});

/**
 * A position pays one overnight fee a night, so its receipts are keyed by the night: under the position's own ref
 * (`contract_position`, id) a second night would collide with the first on `receipts_ref_user`.
 */
export const OVERNIGHT_REF = 'contract_overnight';
export const overnightRef = (positionId: number, day: string) => `${positionId}:${day}`;

export const overnightReceipt = (
  p: Base & { day: string; inputs: Record<string, string>; result: Record<string, string> },
): ReceiptDraft => ({
  kind: 'contracts.overnight',
  userId: p.userId,
  refType: OVERNIGHT_REF,
  refId: overnightRef(p.positionId, p.day),
  priceSource: '',
  ticks: [],
  formula: contractOvernightFormula,
  inputs: p.inputs,
  result: p.result,
});
