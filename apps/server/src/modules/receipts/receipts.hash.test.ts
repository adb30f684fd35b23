import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalContent, type ReceiptContent, receiptHash } from './receipts.hash';

const content: ReceiptContent = {
  result: { b: '2', a: '1' },
  kind: 'spot.fill',
  user_id: 7,
  ref_type: 'spot_trade',
  ref_id: '42',
  price_source: 'spot.trade',
  ticks: [{ source: 'spot.trade', id: '42', symbol: 'ETH/USDT', ts: 1700000000000, price: '200', amount: '1' }],
  formula: 'spot.fill',
  formula_version: 1,
  inputs: { side: 'buy' },
};

describe('receipt hash', () => {
  it('is sha256 of the RFC 8785 text: keys sorted at every level, no spaces', () => {
    const text = canonicalContent(content);
    expect(text).toBe(
      '{"formula":"spot.fill","formula_version":1,"inputs":{"side":"buy"},"kind":"spot.fill","price_source":"spot.trade",' +
        '"ref_id":"42","ref_type":"spot_trade","result":{"a":"1","b":"2"},"ticks":[{"amount":"1","id":"42",' +
        '"price":"200","source":"spot.trade","symbol":"ETH/USDT","ts":1700000000000}],"user_id":7}',
    );
    expect(receiptHash(content)).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('does not depend on key order and changes with any value', () => {
    const reordered = Object.fromEntries(Object.entries(content).reverse()) as ReceiptContent;
    expect(receiptHash(reordered)).toBe(receiptHash(content));
    expect(receiptHash({ ...content, result: { a: '1', b: '3' } })).not.toBe(receiptHash(content));
    expect(receiptHash({ ...content, formula_version: 2 })).not.toBe(receiptHash(content));
  });
});
