import { describe, expect, it } from 'vitest';
import { accountOf, leverHref, orderHref, transferInHref } from './paths';

describe('contract screen links', () => {
  it('open the right screen with the pair, side and view', () => {
    expect(leverHref('contract')).toBe('/pages/transaction/contract');
    expect(leverHref('contract', { symbol: 'BTC/USDT', side: 'short' })).toBe(
      '/pages/transaction/contract?symbol=BTC%2FUSDT&side=short',
    );
    expect(leverHref('contract', { superLeverage: true })).toBe('/pages/transaction/contract?mode=margin');
    expect(leverHref('stock', { symbol: 'AAPL/USD', superLeverage: true })).toBe(
      '/pages/transaction/index2?symbol=AAPL%2FUSD',
    );
    expect(orderHref(12)).toBe('/pages/transaction/contract_order?id=12');
  });

  it('transfer into the area’s own account', () => {
    expect(transferInHref(accountOf('contract'))).toBe('/pages/fund/transfer?from=change&to=lever');
    expect(transferInHref(accountOf('stock'))).toBe('/pages/fund/transfer?from=change&to=stock');
  });
});
