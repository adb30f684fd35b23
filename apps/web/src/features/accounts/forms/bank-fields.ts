import type { CardView } from '@app/api/wallet';
import type { CardField, CardFields, CardKind } from '../api/profile-api';

/**
 * Spec §3's label → field mapping of the bank card forms (the wire names are the legacy ones): ABA number =
 * alipay_account, card number = bank_account, province/city = bank_dizhi, branch = bank_network, SWIFT code =
 * wechat_nickname, cardholder address = wechat_account.
 */
export type { CardField };

type LabelKey =
  | 'realName'
  | 'bankName'
  | 'cardNumber'
  | 'provinceCity'
  | 'branch'
  | 'aba'
  | 'swift'
  | 'phone'
  | 'holderAddress';

export const CARD_LABELS: Record<CardField, LabelKey> = {
  real_name: 'realName',
  bank_name: 'bankName',
  bank_account: 'cardNumber',
  bank_dizhi: 'provinceCity',
  bank_network: 'branch',
  alipay_account: 'aba',
  wechat_nickname: 'swift',
  phone: 'phone',
  wechat_account: 'holderAddress',
};

export const CARD_FIELDS: Record<CardKind, readonly CardField[]> = {
  domestic: ['real_name', 'bank_name', 'bank_account', 'bank_dizhi', 'bank_network'],
  international: [
    'real_name',
    'bank_name',
    'bank_account',
    'alipay_account',
    'wechat_nickname',
    'phone',
    'wechat_account',
    'bank_dizhi',
  ],
};

/** The form's values for a kind: the saved card's fields, or empty strings. */
export function cardValues(kind: CardKind, card: CardView | null | undefined): Record<CardField, string> {
  const values = {} as Record<CardField, string>;
  for (const f of CARD_FIELDS[kind]) values[f] = card?.[f] ?? '';
  return values;
}

/** Only the kind's fields go on the wire, trimmed. */
export function cardPayload(kind: CardKind, values: Record<CardField, string>): CardFields[CardKind] {
  const out: Record<string, string> = {};
  for (const f of CARD_FIELDS[kind]) out[f] = (values[f] ?? '').trim();
  return out as CardFields[CardKind];
}
