/**
 * A receipt reads in the user's words (issue 29 items 20 and 21): the formula's kind and what it computes come
 * from the catalogue, the result and input labels too; the published formula, its code and the raw input keys
 * stay one tap away under "how it is computed".
 */
import type { ReceiptView } from '@app/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { renderApp } from '../../../test/render';
import { ReceiptCard } from './receipt-card';

const redeem: ReceiptView = {
  id: 'a'.repeat(32),
  kind: 'earn.mining.redeem',
  ref_type: 'mining_order',
  ref_id: '7',
  price_source: 'none',
  ticks: [],
  formula: 'earn.mining.redeem',
  formula_version: 1,
  formula_text:
    'penalty = ⌈amount × penalty_rate × remaining_days⌉ (at most the amount); back to spot = amount − penalty + earned.',
  inputs: { amount: '1000', penalty_rate: '0.005', remaining_days: '30', earned: '0', scale: '6' },
  result: { penalty: '150', back: '850' },
  hash: 'h'.repeat(64),
  canonical: '{}',
  created_at: '2026-12-01 00:00:00',
};
const dualSettle: ReceiptView = {
  ...redeem,
  kind: 'earn.dual.settle',
  formula: 'earn.dual.settle',
  formula_text: 'F = 1 + days × apr ÷ 365; call: price ≤ strike → ⌊paid × F⌋ in the coin',
  inputs: { type: 'call', paid: '0.02', strike: '62000', days: '7', apr: '0.25' },
  result: { branch: 'call_coin', side: 'BTC', payout: '0.020095' },
};

let unmount = () => {};
afterEach(() => unmount());

function mount(receipt: ReceiptView) {
  const r = renderApp(
    <QueryClientProvider client={new QueryClient()}>
      <ReceiptCard receipt={receipt} />
    </QueryClientProvider>,
  );
  unmount = r.unmount;
  const how = r.container.querySelector('[data-testid="receipt-how"]');
  // What the user reads without opening "how it is computed".
  const clone = r.container.cloneNode(true) as HTMLElement;
  clone.querySelector('[data-testid="receipt-how"]')?.remove();
  return { shown: clone.textContent ?? '', how, root: r.container };
}

describe('a receipt in Chinese', () => {
  beforeAll(() => loadTexts('zh', ['receipts', 'accounts']));

  it('says what the formula does in words and keeps the formula, its code and raw keys behind a link', () => {
    const { shown, how } = mount(redeem);
    expect(shown).toContain('提前赎回：本金减去违约金');
    // No formula code or English formula text outside the expander.
    expect(shown).not.toContain('earn.mining.redeem');
    expect(shown).not.toMatch(/penalty_rate|remaining_days|back to spot/);
    expect(how?.tagName).toBe('DETAILS');
    expect(how?.querySelector('summary')?.textContent).toBe('如何计算');
    expect(how?.textContent).toContain('earn.mining.redeem v1');
    expect(how?.textContent).toContain('金额 amount');
    expect(how?.textContent).toContain('每剩余一天违约金率 penalty_rate');
  });

  it('names a dual settlement’s branch in words', () => {
    const { shown } = mount(dualSettle);
    expect(shown).toContain('以币种返还');
    expect(shown).not.toContain('call_coin');
  });

  it('names the experience voucher close', () => {
    const { shown } = mount({ ...redeem, kind: 'earn.voucher.close', formula: 'earn.voucher.close' });
    expect(shown).toContain('体验券订单结束');
    expect(shown).not.toContain('earn.voucher.close');
  });
});
