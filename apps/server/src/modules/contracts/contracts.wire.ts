/** A position row on the wire (`LeverOrder`, the original field names), priced at the instrument's last price. */
import type { LeverOrder } from '@app/api';
import { type Amount, normalize, toFixed } from '@app/money';
import { wireTime } from '../../envelope';
import { type PositionRow, STATUS } from './contracts.exec';
import type { ContractPair } from './contracts.pairs';
import { pnlOf } from './engine/formulas';

const n = (v: string | null | undefined) => (v === null || v === undefined ? '' : normalize(v));
const time = (d: Date | null) => (d ? wireTime(d) : '');

export type WireDeps = {
  pair(id: number): ContractPair | undefined;
  lastPrice(symbol: string): string | undefined;
  liquidationPrice(id: number): Amount | null;
};

export function wireOrder(row: PositionRow, deps: WireDeps): LeverOrder {
  const pair = deps.pair(row.pairId);
  const precision = pair?.precision ?? 8;
  const last = deps.lastPrice(row.symbol);
  const mark = last ? toFixed(last, precision) : '';
  const open = row.status === STATUS.open;
  const live = open && mark !== '' && row.entryPrice !== null;
  const profits = live
    ? normalize(pnlOf(row.side === 'short' ? 'short' : 'long', row.entryPrice as string, mark, row.quantity))
    : n(row.pnl) || '0';
  return {
    id: row.id,
    symbol: row.symbol,
    area: row.area === 'stock' ? 'stock' : 'contract',
    currency_id: pair?.currencyId ?? 0,
    legal_id: pair?.legalId ?? 0,
    currency_name: pair?.currencyName ?? row.symbol.split('/')[0] ?? '',
    legal_name: pair?.legalName ?? row.symbol.split('/')[1] ?? '',
    settle_currency: row.settleCurrency,
    type: row.side === 'short' ? 2 : 1,
    status: row.status,
    margin_mode: row.marginMode === 'isolated' ? 'isolated' : 'cross',
    share: row.lots,
    number: n(row.quantity),
    multiple: row.multiple,
    origin_price: n(row.referencePrice),
    price: n(row.entryPrice) || n(row.limitPrice),
    update_price: open || row.status === STATUS.pending ? mark : n(row.closeReference),
    target_profit_price: n(row.tp),
    stop_loss_price: n(row.sl),
    origin_caution_money: row.status === STATUS.pending ? n(row.reserved) : n(row.originMargin),
    caution_money: row.status === STATUS.pending ? n(row.reserved) : n(row.margin),
    trade_fee: n(row.fee),
    overnight_money: n(row.overnightTotal),
    profits,
    fact_profits: n(row.pnl),
    close_price: n(row.closePrice),
    close_reason: row.closeReason ?? '',
    liquidation_price: open ? (deps.liquidationPrice(row.id) ?? '') : '',
    create_time: time(row.createdAt),
    transaction_time: time(row.openedAt),
    complete_time: time(row.closedAt),
  };
}
