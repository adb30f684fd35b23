/**
 * Every ledger entry type has a translated label and memo in every language, and every memo kind renders in
 * every language with its data and no placeholder left. The records of wallet.entry-text.ts are typed by
 * LEDGER_ENTRY_TYPES and the memo kinds, so a new type or memo without texts does not even compile; this test
 * also fails when a language lacks one of the texts (t() would silently fall back to English).
 */
import { LANGS } from '@app/i18n';
import { SERVER_CATALOGUES, t } from '@app/i18n/server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  decodeMemo,
  type EntryMemo,
  encodeMemo,
  entryTypesOf,
  LEDGER_ENTRY_TYPES,
  type LedgerEntryType,
  type MemoKind,
  type PostInput,
} from '../ledger';
import { statementCsv } from './wallet.bills';
import { ENTRY_LABELS, ENTRY_MEMOS, entryLabel, entryMemo, MEMO_TEXTS } from './wallet.entry-text';

/** One memo of each kind (typed: a new kind must be added here), with the values its text must show. */
const SAMPLES: { [K in MemoKind]: [Extract<EntryMemo, { m: K }>, string[]] } = {
  deposit: [{ m: 'deposit', currency: 'USDT', network: 'TRC20' }, ['USDT', 'TRC20']],
  demo_funding: [{ m: 'demo_funding' }, []],
  withdraw: [{ m: 'withdraw', network: 'TRC20', target: 'TR7NHq' }, ['TRC20', 'TR7NHq']],
  withdraw_paid: [{ m: 'withdraw_paid', txid: '0xabc' }, ['0xabc']],
  withdraw_rejected: [{ m: 'withdraw_rejected', reason: 'R-42' }, ['R-42']],
  transfer: [{ m: 'transfer', from: 'change', to: 'lever' }, []],
  exchange: [{ m: 'exchange', from: 'USDT', to: 'BTC', rate: '0.0000166' }, ['USDT', 'BTC', '0.0000166']],
  adjust: [{ m: 'adjust', reason: 'R-7' }, ['R-7']],
  spot_order: [{ m: 'spot_order', pair: 'ETH/USDT', side: 'buy' }, ['ETH/USDT']],
  spot_trade: [
    { m: 'spot_trade', pair: 'ETH/USDT', price: '200.5', qty: '1.25', buyer: 7 },
    ['ETH/USDT', '200.5', '1.25'],
  ],
  maker_fund: [{ m: 'maker_fund', currency: 'ETH' }, ['ETH']],
  contract: [{ m: 'contract', pair: 'BTC/USDT', side: 'long', id: 42 }, ['BTC/USDT', '42']],
  option: [{ m: 'option', pair: 'BTC/USDT', type: 1, seconds: 60, id: 43 }, ['BTC/USDT', '60', '43']],
  mining: [{ m: 'mining', product: 3, days: 15, id: 44 }, ['15', '44']],
  dual: [{ m: 'dual', product: 2, type: 'put', id: 45 }, ['45']],
  ieo: [{ m: 'ieo', project: 3, title: 'DOT round', id: 46 }, ['DOT round', '46']],
  coupon: [{ m: 'coupon', id: 47, title: 'Welcome' }, ['47', 'Welcome']],
  campaign: [{ m: 'campaign', id: 5, name: 'Launch' }, ['5', 'Launch']],
  note: [{ m: 'note', note: 'old text' }, ['old text']],
};

const own = (lang: (typeof LANGS)[number], key: string) =>
  (SERVER_CATALOGUES[lang] as Record<string, string | undefined>)[key];

describe('ledger entry texts', () => {
  it('post() accepts exactly the listed entry types and memo data (type level)', () => {
    expectTypeOf<PostInput['type']>().toEqualTypeOf<LedgerEntryType>();
    expectTypeOf<NonNullable<PostInput['memo']>>().toEqualTypeOf<EntryMemo>();
    expect(Object.keys(ENTRY_LABELS).sort()).toEqual([...LEDGER_ENTRY_TYPES].sort());
    expect(Object.keys(ENTRY_MEMOS).sort()).toEqual([...LEDGER_ENTRY_TYPES].sort());
    expect(Object.keys(MEMO_TEXTS).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  describe.each(LANGS)('%s', (lang) => {
    it.each([...LEDGER_ENTRY_TYPES])('%s has its own label and memo', (type) => {
      const label = own(lang, ENTRY_LABELS[type]);
      const memo = own(lang, ENTRY_MEMOS[type]);
      expect(label?.trim(), `${lang} label of ${type}`).toBeTruthy();
      expect(memo?.trim(), `${lang} memo of ${type}`).toBeTruthy();
      expect(entryLabel(lang, type)).toBe(label);
      expect(entryLabel(lang, type)).not.toBe(t(lang, 'wallet.entry.other'));
      // An entry that stores no memo still gets one.
      expect(entryMemo(lang, type, '', 1)).toBe(memo);
    });

    it.each(Object.keys(SAMPLES) as MemoKind[])('memo %s renders with its data', (kind) => {
      const [memo, shown] = SAMPLES[kind];
      const text = entryMemo(lang, 'transfer', encodeMemo(memo), 1);
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/\{\w+\}/);
      for (const value of shown) expect(text).toContain(value);
      const [key] = (MEMO_TEXTS[kind] as (l: typeof lang, m: EntryMemo, v: number) => [string, object])(lang, memo, 1);
      expect(own(lang, key)?.trim(), `${lang} ${key}`).toBeTruthy();
    });
  });

  it('a fill reads as the reader’s side, account names and sides are translated', () => {
    const fill = encodeMemo(SAMPLES.spot_trade[0]);
    expect(entryMemo('en', 'spot_trade', fill, 7)).toBe('ETH/USDT buy 1.25 at 200.5');
    expect(entryMemo('en', 'spot_trade', fill, 8)).toBe('ETH/USDT sell 1.25 at 200.5');
    expect(entryMemo('kor', 'spot_trade', fill, 8)).toBe('ETH/USDT 매도 1.25, 가격 200.5');
    const transfer = encodeMemo(SAMPLES.transfer[0]);
    expect(entryMemo('en', 'transfer', transfer, 1)).toBe('From Spot account to Contract account');
    expect(entryMemo('zh', 'transfer', transfer, 1)).toBe(
      `从${t('zh', 'wallet.kind.change')}划转至${t('zh', 'wallet.kind.lever')}`,
    );
    expect(entryMemo('en', 'withdraw', encodeMemo({ m: 'withdraw_paid', txid: '' }), 1)).toBe('Withdrawal paid out');
  });

  it('stored memos are data; text written before is kept as a note after the type’s own memo', () => {
    expect(decodeMemo('')).toBeNull();
    expect(decodeMemo('{"m":"demo_funding"}')).toEqual({ m: 'demo_funding' });
    expect(decodeMemo('{oops')).toEqual({ m: 'note', note: '{oops' });
    expect(entryMemo('en', 'adjust', 'goodwill', 1)).toBe('Balance adjustment by the platform: goodwill');
    expect(entryLabel('en', 'retired_type')).toBe('Other');
  });

  it('filter groups name only listed types; "trade" gathers the spot entries', () => {
    expect(entryTypesOf('trade').sort()).toEqual([
      'spot_order_cancel',
      'spot_order_freeze',
      'spot_order_release',
      'spot_trade',
    ]);
    expect(entryTypesOf('withdraw')).toEqual(['withdraw']);
    expect(entryTypesOf('unfreeze')).toEqual(['unfreeze']);
    expect(entryTypesOf('drop table')).toEqual([]);
  });

  it.each(LANGS)('%s: the CSV header and its opening and closing lines are translated', (lang) => {
    const csv = statementCsv(
      {
        currency: 'USDT',
        kind: 'change',
        from: '2026-01-01 00:00:00',
        to: '2026-02-01 00:00:00',
        opening: '0',
        closing: '5',
        opening_frozen: '0',
        closing_frozen: '0',
        entries: [
          {
            id: 1,
            entry_type: 'deposit',
            name: entryLabel(lang, 'deposit'),
            amount: '5',
            frozen_change: '0',
            balance_after: '5',
            frozen_after: '0',
            memo: entryMemo(lang, 'deposit', encodeMemo(SAMPLES.deposit[0]), 1),
            created_at: '2026-01-02 00:00:00',
          },
        ],
        reconciles: true,
      },
      lang,
    );
    const [head, opening, entry, closing] = csv.trim().split('\r\n');
    const keys = [
      'time',
      'code',
      'name',
      'currency',
      'amount',
      'balance_after',
      'frozen_change',
      'frozen_after',
      'memo',
    ];
    expect(head?.split(',')).toEqual(keys.map((k) => own(lang, `wallet.csv.${k}`)?.replaceAll(',', '')));
    expect(opening).toContain(`,opening,${own(lang, 'wallet.csv.opening')},`);
    expect(entry).toContain(`,deposit,${own(lang, 'wallet.entry.deposit')},USDT,5,`);
    expect(closing).toContain(`,closing,${own(lang, 'wallet.csv.closing')},`);
    if (lang !== 'en') expect(head).not.toBe(statementCsv({ ...EMPTY }, 'en').split('\r\n')[0]);
  });
});

const EMPTY = {
  currency: 'USDT',
  kind: 'change' as const,
  from: '',
  to: '',
  opening: '0',
  closing: '0',
  opening_frozen: '0',
  closing_frozen: '0',
  entries: [],
  reconciles: true,
};
