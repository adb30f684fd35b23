// Wire shapes of docs/api-wallet.md "Back office". The contract names the calls and a few fields only; the row fields
// follow the user-side shapes of the same document (`/recharge/log`, `/user/withdraw/list`, `/wallet/legal_log`) plus
// the user the queue adds. Amounts are decimal strings and stay strings here: they are shown as the server sends them.

export const REQUEST_STATES = ['review', 'passed', 'rejected'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Who made a request: the contract says "with user"; a label string or a small object are both accepted. */
export type RequestUser = string | { id?: number; email?: string | null; mobile?: string | null } | null;

export type DepositRequest = {
  id: number;
  user_id: number;
  user?: RequestUser;
  /** Coin code (`USDT`). */
  currency: string;
  currency_id?: number;
  network: string;
  amount: string;
  /** The address or platform account the user says they paid into. */
  account: string;
  /** Upload address of the payment proof. */
  voucher: string;
  state: RequestState;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
};

export type WithdrawalTargetType = 'address' | 'bank' | 'bank_international';

export type WithdrawalRequest = {
  id: number;
  user_id: number;
  user?: RequestUser;
  currency: string;
  currency_id?: number;
  network: string;
  /** The amount withdrawn (`number` on the wire, as in the spec's client). */
  number: string;
  fee: string;
  receive: string;
  target_type?: WithdrawalTargetType | string;
  /** The address, or the card's fields (a label string or an object of card fields). */
  target: string | Record<string, string | null> | null;
  state: RequestState;
  reason: string | null;
  txid?: string | null;
  created_at: string;
  reviewed_at: string | null;
};

/** Account kinds of the spec (§3); the wire uses the field names. */
export const ACCOUNT_KINDS = [
  { kind: 1, field: 'legal', label: 'Legal (fiat/OTC)' },
  { kind: 2, field: 'change', label: 'Change (spot)' },
  { kind: 3, field: 'lever', label: 'Lever (contracts)' },
  { kind: 4, field: 'micro', label: 'Micro (options)' },
  { kind: 5, field: 'stock', label: 'Stock' },
] as const;
export type AccountField = (typeof ACCOUNT_KINDS)[number]['field'];

export function kindLabel(kind: number | string | undefined): string {
  const k = ACCOUNT_KINDS.find((a) => a.kind === kind || a.field === kind);
  return k ? k.label : String(kind ?? '');
}

export type UserBalance = {
  currency: string;
  /** Kind number (1–5); `field` is its wire name. */
  kind: number;
  field?: string;
  available: string;
  frozen: string;
};

export type JournalPosting = {
  id: number;
  entry_id?: number;
  entry_type: string;
  /** Translated entry type. */
  name?: string;
  currency: string;
  kind: string | number;
  bucket?: string;
  /** Signed. */
  amount: string;
  balance_after: string;
  memo: string | null;
  created_at: string;
};

export type AdjustInput = { currency: number; kind: AccountField; amount: string; reason: string };

export type Adjustment = {
  id: number;
  entry_id?: number;
  user_id: number;
  currency: string;
  kind: string;
  amount: string;
  reason: string;
  balance_after?: string;
  created_at: string;
};

export type CoinSettings = {
  id: number;
  currency_id?: number;
  currency: string;
  network: string;
  deposit_enabled: boolean;
  withdraw_enabled: boolean;
  min_deposit: string;
  min_withdraw: string;
  withdraw_fee: string;
  platform_address: string;
  exchange_fee_rate: string;
  updated_at?: string;
};

export type CoinSettingsInput = Omit<CoinSettings, 'id' | 'currency_id' | 'currency' | 'network' | 'updated_at'>;

export type LedgerSummary = {
  /** Every currency sums to zero. */
  balanced?: boolean;
  currencies: { currency: string; total: string; balanced?: boolean }[];
  system: { currency: string; system_kind: string; available: string; frozen: string }[];
};
