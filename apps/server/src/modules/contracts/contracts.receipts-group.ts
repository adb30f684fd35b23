/**
 * The margin group a liquidation receipt carries (contracts.close v3), so that anyone recomputes the level it
 * claims was crossed with the engine's published `liquidationLevel` instead of taking it as stated. Pure: the
 * offline verifier loads it without a database.
 *
 * Inputs: `group` (JSON: each open position of the group with symbol, side, entry, quantity, margin, threshold),
 * `group_balance` (the free balance the risk rate counts; 0 for an isolated position) and `group_prices` (JSON:
 * symbol → the recorded price the liquidation judged every other instrument of the group at; each is the price that
 * position's own close receipt cites).
 */
import { type Amount, gt, normalize } from '@app/money';
import { liquidationLevel, pnlOf, type Side } from './engine/formulas';

export type GroupPosition = {
  symbol: string;
  side: Side;
  entry: Amount;
  quantity: Amount;
  margin: Amount;
  threshold: Amount;
};

/** The inputs a liquidation's receipts add, one group for all its positions (`prices`: every symbol's mark). */
export function groupInputs(
  positions: readonly GroupPosition[],
  balance: Amount,
  prices: ReadonlyMap<string, Amount>,
  symbol: string,
): Record<string, string> {
  const others = [...prices].filter(([s]) => s !== symbol).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    group: JSON.stringify(
      positions.map((p) => ({
        symbol: p.symbol,
        side: p.side,
        entry: normalize(p.entry),
        quantity: normalize(p.quantity),
        margin: normalize(p.margin),
        threshold: normalize(p.threshold),
      })),
    ),
    group_balance: normalize(balance),
    group_prices: JSON.stringify(Object.fromEntries(others.map(([s, p]) => [s, normalize(p)]))),
  };
}

const text = (o: Record<string, unknown>, key: string): string => {
  const v = o[key];
  if (typeof v !== 'string') throw new Error(`group: ${key} is not a text`);
  return key === 'symbol' || key === 'side' ? v : normalize(v);
};

function parseGroup(json: string): GroupPosition[] {
  const raw: unknown = JSON.parse(json);
  if (!Array.isArray(raw) || raw.length === 0) throw new Error('group: not a list of positions');
  return raw.map((r) => {
    if (typeof r !== 'object' || r === null) throw new Error('group: not a position');
    const o = r as Record<string, unknown>;
    const side = text(o, 'side');
    if (side !== 'long' && side !== 'short') throw new Error('group: side is long or short');
    return {
      symbol: text(o, 'symbol'),
      side,
      entry: text(o, 'entry'),
      quantity: text(o, 'quantity'),
      margin: text(o, 'margin'),
      threshold: text(o, 'threshold'),
    };
  });
}

function parsePrices(json: string): Map<string, Amount> {
  const raw: unknown = JSON.parse(json);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('group_prices: not a map');
  return new Map(Object.entries(raw).map(([s, p]) => [s, text({ p }, 'p')]));
}

const need = (inputs: Readonly<Record<string, string>>, key: string): string => {
  const v = inputs[key];
  if (v === undefined) throw new Error(`missing input ${key}`);
  return v;
};

/**
 * The level and direction at which the receipt's group became due on `symbol`, recomputed from its inputs. The
 * group must hold the receipt's own position (same symbol, side, entry, quantity and margin); an isolated one is
 * its group alone with no balance.
 */
export function groupLevel(
  inputs: Readonly<Record<string, string>>,
  symbol: string,
): { level: Amount; direction: 'up' | 'down' } | null {
  const group = parseGroup(need(inputs, 'group'));
  const prices = parsePrices(need(inputs, 'group_prices'));
  const balance = normalize(need(inputs, 'group_balance'));
  const own = (p: GroupPosition) =>
    p.symbol === symbol &&
    p.side === inputs.side &&
    p.entry === normalize(need(inputs, 'entry_price')) &&
    p.quantity === normalize(need(inputs, 'quantity')) &&
    p.margin === normalize(need(inputs, 'margin'));
  if (!group.some(own)) throw new Error('group: the receipt’s own position is not in it');
  if (inputs.margin_mode === 'isolated' && (group.length !== 1 || balance !== '0'))
    throw new Error('group: an isolated position is its group alone, with no balance');
  const threshold = group.map((p) => p.threshold).reduce((a, b) => (gt(b, a) ? b : a));
  const positions = group.map((p) => {
    if (p.symbol === symbol) return { ...p, pnl: '0' };
    const price = prices.get(p.symbol);
    if (price === undefined) throw new Error(`group_prices: no price of ${p.symbol}`);
    return { ...p, pnl: pnlOf(p.side, p.entry, price, p.quantity) };
  });
  return liquidationLevel({ balance, threshold, positions }, symbol);
}
