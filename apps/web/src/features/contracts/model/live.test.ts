import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contractKeys } from '../api/keys';
import type { Deal, DealAll } from '../api/types';
import { applyClosedPush, applyTradePush } from './live';
import { makeDealAll, makePair, makePosition } from './test-positions';

const account = (area: 'contract' | 'stock', over = {}) => ({
  area,
  settle_currency: 'USDT',
  balance: '900',
  hazard_rate: '5000',
  caution_money_total: '13',
  origin_caution_money_total: '13',
  profits_total: '1.5',
  ...over,
});

describe('lever_trade into the cache', () => {
  it('replaces each live list by the push’s rows of its area and status, with the account’s figures', () => {
    const qc = new QueryClient();
    const open = contractKeys.live('tok', 'contract', 1);
    const pending = contractKeys.live('tok', 'contract', 0);
    const stocks = contractKeys.live('tok', 'stock', 1);
    qc.setQueryData(open, makeDealAll([makePosition({ id: 1 })]));
    qc.setQueryData(pending, makeDealAll([]));
    qc.setQueryData(stocks, makeDealAll([], { balance: '50', hazard_rate: '300' }));
    qc.setQueryData(contractKeys.deal('tok', 1), { pair: makePair(), user_lever: '0' } as Deal);

    applyTradePush(qc, {
      accounts: [account('contract')],
      positions: [
        makePosition({ id: 1, profits: '1', update_price: '66000' }),
        makePosition({ id: 3, profits: '0.5' }),
        makePosition({ id: 2, status: 0, caution_money: '7' }),
      ],
    });

    const o = qc.getQueryData<DealAll>(open)!;
    expect(o.order.data.map((p) => [p.id, p.profits])).toEqual([
      [3, '0.5'],
      [1, '1'],
    ]);
    expect(o).toMatchObject({ balance: '900', hazard_rate: '5000', profits_total: '1.5', profits: '1.5' });
    expect(qc.getQueryData<DealAll>(pending)!.order.data.map((p) => p.id)).toEqual([2]);
    expect(qc.getQueryData<DealAll>(pending)!.caution_money).toBe('7');
    // No stock rows in the push: nothing at stake there, the free balance as it was.
    expect(qc.getQueryData<DealAll>(stocks)).toMatchObject({ balance: '50', hazard_rate: '', order: { data: [] } });
    expect(qc.getQueryData<Deal>(contractKeys.deal('tok', 1))!.user_lever).toBe('900');
  });

  it('ignores a malformed push', () => {
    const qc = new QueryClient();
    qc.setQueryData(contractKeys.live('tok', 'contract', 1), makeDealAll([makePosition()]));
    applyTradePush(qc, null as never);
    applyTradePush(qc, { accounts: [] } as never);
    expect(qc.getQueryData<DealAll>(contractKeys.live('tok', 'contract', 1))!.order.data).toHaveLength(1);
  });
});

describe('lever_closed into the cache', () => {
  it('marks the lists, balances and the wallet stale', () => {
    const qc = new QueryClient();
    qc.setQueryData(contractKeys.live('tok', 'contract', 1), makeDealAll([]));
    qc.setQueryData(['wallet', 'overview', 'USD', 'en'], {});
    applyClosedPush(qc, { event: 'closed', order: makePosition({ status: 3 }) });
    expect(qc.getQueryState(contractKeys.live('tok', 'contract', 1))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['wallet', 'overview', 'USD', 'en'])?.isInvalidated).toBe(true);
  });
});
