/** Wire shapes of docs/api-wallet.md, as the server sends them (field names kept as spelled; amounts are strings). */

/** Account kinds of spec §3 by their wire field: 1 legal, 2 change, 3 lever, 4 micro, 5 stock. */
export const ACCOUNT_FIELDS = ['change', 'lever', 'micro', 'stock', 'legal'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export const isAccountField = (value: unknown): value is AccountField =>
  typeof value === 'string' && (ACCOUNT_FIELDS as readonly string[]).includes(value);

export type WalletCoin = {
  currency_id: number;
  currency: string;
  name: string;
  logo: string;
  available: string;
  frozen: string;
  total: string;
  usdt_value: string;
  fiat_value: string;
};

export type WalletAccount = {
  kind: number;
  field: AccountField;
  name: string;
  total_usdt: string;
  total_fiat: string;
  coins: WalletCoin[];
};

export type WalletOverview = {
  total_usdt: string;
  total_fiat: string;
  fiat: string;
  rate: string;
  accounts: WalletAccount[];
};

export type WalletDetail = {
  currency_id: number;
  currency: string;
  kind: number;
  field: AccountField;
  available: string;
  frozen: string;
  total: string;
  usdt_value: string;
};

export type UserCurrency = { id: number; name: string; logo: string; total: string; usdt_value: string };
export type FiatRate = { currency_code: string; symbol: string; name: string; rate: string };

/** A deposit/withdraw coin on one network (USDT appears twice: ERC20 and TRC20). */
export type DepositCoin = {
  id: number;
  name: string;
  subName: string;
  type: string;
  status: number;
  image: string;
  min_deposit: string;
  min_withdraw: string;
  withdraw_fee: string;
};

export type InAddress = { address: string; network: string; qrcode_text: string };

export type ReviewState = 'review' | 'passed' | 'rejected';

export type RechargeRecord = {
  id: number;
  currency: string;
  amount: string;
  network: string;
  voucher: string;
  state: ReviewState;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
};

export type WithdrawInfo = {
  currency: string;
  network: string;
  min: string;
  fee: string;
  fee_type: 'fixed';
  available: string;
  limit_24h: string;
  used_24h: string;
};

export type WithdrawTarget = 'address' | 'bank' | 'bank_international';

export type WithdrawRecord = {
  id: number;
  currency: string;
  network: string;
  number: string;
  fee: string;
  receive: string;
  target: string;
  state: ReviewState;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
};

export type TransferRecord = {
  id: number;
  currency: string;
  number: string;
  from_field: AccountField;
  to_field: AccountField;
  from_name: string;
  to_name: string;
  created_at: string;
};

export type ExchangeCoin = { id: number; name: string; logo: string; available: string };
export type Quote = { quote_id: string; rate: string; fee_rate: string; min: string; expires_at: string | number };
export type ExchangeResult = { id: number; from_amount: string; to_amount: string; fee: string; rate: string };

export type Bill = {
  id: number | string;
  entry_type: string;
  name: string;
  currency: string;
  kind: AccountField | number | string;
  amount: string;
  balance_after: string;
  memo: string | null;
  created_at: string;
};

export type Statement = { opening: string; closing: string; entries: Bill[]; reconciles: boolean };

/** A page of a list; some lists may leave out `total`, so paging also stops on a short page. */
export type Page<T> = { list: T[]; total?: number; page?: number; limit?: number };
