import { describe, expect, it } from 'vitest';
import { type GroupPosition, groupInputs, groupLevel } from './contracts.receipts-group';
import { liquidationLevel, pnlOf } from './engine/formulas';

const btc: GroupPosition = {
  symbol: 'BTC/USDT',
  side: 'long',
  entry: '50000.01',
  quantity: '0.01',
  margin: '5',
  threshold: '30',
};
const eth: GroupPosition = {
  symbol: 'ETH/USDT',
  side: 'short',
  entry: '3000',
  quantity: '0.1',
  margin: '30',
  threshold: '50',
};
const prices = new Map([
  ['BTC/USDT', '41000'],
  ['ETH/USDT', '3100'],
]);
/** The close inputs of the BTC position with its group's. */
const inputsOf = (balance: string, over: Record<string, string> = {}): Record<string, string> => ({
  side: 'long',
  entry_price: '50000.01',
  quantity: '0.01',
  margin: '5',
  margin_mode: 'cross',
  ...groupInputs([btc, eth], balance, prices, 'BTC/USDT'),
  ...over,
});

describe('a liquidation receipt’s margin group', () => {
  it('gives the level the engine computed from the same group (the others at their recorded prices)', () => {
    const engine = liquidationLevel(
      {
        balance: '12.5',
        threshold: '50',
        positions: [
          { ...btc, pnl: pnlOf('long', btc.entry, '41000', btc.quantity) },
          { ...eth, pnl: pnlOf('short', eth.entry, '3100', eth.quantity) },
        ],
      },
      'BTC/USDT',
    );
    expect(engine).not.toBeNull();
    expect(groupLevel(inputsOf('12.5'), 'BTC/USDT')).toEqual(engine);
    // the group's own instrument is not among the others' prices, and a richer balance lowers a long's level
    expect(JSON.parse(inputsOf('1').group_prices!)).toEqual({ 'ETH/USDT': '3100' });
    expect(Number(groupLevel(inputsOf('100'), 'BTC/USDT')!.level)).toBeLessThan(Number(engine!.level));
  });

  it('refuses a group without the receipt’s position, without a price it needs, or an isolated one with others', () => {
    expect(() => groupLevel(inputsOf('1', { margin: '6' }), 'BTC/USDT')).toThrow(/own position/);
    expect(() => groupLevel(inputsOf('1', { group_prices: '{}' }), 'BTC/USDT')).toThrow(/no price of ETH\/USDT/);
    expect(() => groupLevel(inputsOf('0', { margin_mode: 'isolated' }), 'BTC/USDT')).toThrow(/isolated/);
    expect(() => groupLevel(inputsOf('1', { group: '[{"symbol":"BTC/USDT"}]' }), 'BTC/USDT')).toThrow(/group/);
  });
});
