import { describe, expect, it } from 'vitest';
import { makeCard } from '../../../test/wire';
import { CARD_FIELDS, CARD_LABELS, cardPayload, cardValues } from './bank-fields';

describe('bank card fields (spec §3 label → field)', () => {
  it('maps the labels to the legacy wire names', () => {
    expect(CARD_LABELS.alipay_account).toBe('aba');
    expect(CARD_LABELS.bank_account).toBe('cardNumber');
    expect(CARD_LABELS.bank_dizhi).toBe('provinceCity');
    expect(CARD_LABELS.bank_network).toBe('branch');
    expect(CARD_LABELS.wechat_nickname).toBe('swift');
    expect(CARD_LABELS.wechat_account).toBe('holderAddress');
  });

  it('domestic and international forms have the fields of the contract', () => {
    expect(CARD_FIELDS.domestic).toEqual(['real_name', 'bank_name', 'bank_account', 'bank_dizhi', 'bank_network']);
    expect([...CARD_FIELDS.international].sort()).toEqual(
      [
        'alipay_account',
        'bank_account',
        'bank_dizhi',
        'bank_name',
        'phone',
        'real_name',
        'wechat_account',
        'wechat_nickname',
      ].sort(),
    );
  });

  it('prefills from a saved card and sends only the kind’s fields, trimmed', () => {
    const values = cardValues(
      'domestic',
      makeCard({
        real_name: 'Li',
        bank_name: 'ICBC',
        bank_account: '6222',
        bank_dizhi: 'BJ',
        bank_network: 'X',
        phone: '1',
      }),
    );
    expect(values).toEqual({
      real_name: 'Li',
      bank_name: 'ICBC',
      bank_account: '6222',
      bank_dizhi: 'BJ',
      bank_network: 'X',
    });
    expect(cardPayload('domestic', { ...values, real_name: ' Li ' })).toEqual({ ...values, real_name: 'Li' });
    expect(cardValues('international', null).wechat_nickname).toBe('');
  });
});
