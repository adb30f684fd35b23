import { describe, expect, it } from 'vitest';
import { coinPaths } from './coin-paths';

const net = (
  id: number,
  subName: string,
  over: Partial<{ status: number; deposit_enabled: boolean; withdraw_enabled: boolean }> = {},
) => ({
  id,
  subName,
  status: 1,
  deposit_enabled: true,
  withdraw_enabled: true,
  ...over,
});

describe('coin page buttons', () => {
  it('open the form on the only network, the coin list on several, and nothing on none', () => {
    const usdt = { currency_id: 3, currency: 'USDT' };
    const nets = [net(3, 'TRC20'), net(3, 'ERC20', { deposit_enabled: false }), net(1, 'BTC')];
    expect(coinPaths(usdt, 'change', nets)).toEqual({
      recharge: '/pages/fund/receive?id=3&network=TRC20',
      withdraw: '/pages/fund/select?action=withdraw&coin=3',
      transfer: '/pages/fund/fundTransfer?currency=3&from=change',
      trade: '/pages/transaction/index',
    });
    const eth = { currency_id: 2, currency: 'ETH' };
    expect(coinPaths(eth, 'change', [net(2, 'ERC20', { status: 0 })])).toEqual({
      recharge: undefined,
      withdraw: undefined,
      transfer: '/pages/fund/fundTransfer?currency=2&from=change',
      trade: '/pages/transaction/index?symbol=ETH%2FUSDT',
    });
  });

  it('trade a trading account’s coin on its own screen', () => {
    const usdt = { currency_id: 3, currency: 'USDT' };
    expect(coinPaths(usdt, 'lever', []).trade).toBe('/pages/transaction/contract');
    expect(coinPaths(usdt, 'stock', []).trade).toBe('/pages/transaction/index2');
    expect(coinPaths(usdt, 'micro', []).trade).toBe('/pages/transaction/seconds_order');
    expect(coinPaths(usdt, 'lever', []).transfer).toBe('/pages/fund/fundTransfer?currency=3&from=lever');
  });
});
