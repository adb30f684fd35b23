/** Factories of contract answers for tests: a whole, valid record, with the fields a test cares about overridden. */
import type { UserInfo } from '@app/api/accounts';
import type { CardView } from '@app/api/wallet';

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    email: null,
    mobile: null,
    area_code: null,
    nickname: '',
    head_portrait: '',
    signature: '',
    invite_code: 'INV1',
    invite_link: '',
    credit_score: 100,
    real_level: 0,
    has_pay_password: false,
    created_at: '2026-01-01 00:00:00',
    ...overrides,
  };
}

export function makeCard(overrides: Partial<CardView> = {}): CardView {
  return {
    id: 1,
    kind: 'domestic',
    real_name: '',
    bank_name: '',
    bank_account: '',
    bank_dizhi: '',
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
    ...overrides,
  };
}
