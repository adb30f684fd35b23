/** Account kinds on the wire (@app/api ACCOUNT_KIND_FIELDS) and in the ledger (ACCOUNT_KIND) are one numbering. */
import { ACCOUNT_KIND_FIELDS, WalletDetailBody } from '@app/api';
import { LANGS } from '@app/i18n';
import { t } from '@app/i18n/server';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_KIND } from '../ledger';
import { fieldOfKind, kindOf } from './wallet.calc';
import { KIND_NAMES, kindName } from './wallet.kind-names';

describe('account kinds', () => {
  it('numbers the wire fields as the ledger does', () => {
    expect(Object.fromEntries(ACCOUNT_KIND_FIELDS.map((f, i) => [f, i + 1]))).toEqual(ACCOUNT_KIND);
    for (const [field, kind] of Object.entries(ACCOUNT_KIND)) {
      expect(fieldOfKind(kind)).toBe(field);
      expect(kindOf(field)).toBe(kind);
    }
  });

  it.each([
    ['change', 2],
    ['stock', 5],
    [1, 1],
    ['3', 3],
  ] as const)('a request names kind %s as %i, as kindOf does', (type, kind) => {
    expect(WalletDetailBody.parse({ currency: '1', type }).type).toBe(kind);
    expect(kindOf(type)).toBe(kind);
  });

  it.each(['', '0', 8, 'CHANGE', 'savings'])('refuses kind %s', (type) => {
    expect(WalletDetailBody.safeParse({ currency: 1, type }).success).toBe(false);
  });

  it.each(LANGS)('names every declared kind in %s, each by a name of its own', (lang) => {
    const names = ACCOUNT_KIND_FIELDS.map((_field, i) => kindName(lang, i + 1));
    names.forEach((name, i) => {
      expect(name, ACCOUNT_KIND_FIELDS[i]).toBe(t(lang, KIND_NAMES[ACCOUNT_KIND_FIELDS[i]!]));
      expect(name).not.toMatch(/^wallet\.kind\./);
    });
    expect(new Set(names).size).toBe(ACCOUNT_KIND_FIELDS.length);
  });
});
