/** Wire shapes of docs/api-accounts.md, as the server sends them (field names kept as spelled). */

export type AccountUser = {
  id: number;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  nickname: string | null;
  head_portrait: string | null;
  signature: string | null;
  invite_code: string;
  invite_link: string;
  credit_score: number;
  /** 0 none, 1 basic, 2 advanced */
  real_level: number;
  has_pay_password: boolean;
  created_at: string;
};

export type Area = { id: number; name: string; area_code: string };

export type SessionRow = {
  id: number | string;
  created_at: string;
  last_seen_at: string;
  ip: string;
  user_agent: string;
  current: boolean;
};

export type ReviewState = 'none' | 'review' | 'verified' | 'failed';
export type Review = {
  state: ReviewState;
  reason: string | null;
  name?: string;
  id_type?: number;
  card_id?: string;
  submitted_at?: string;
};
export type Limits = { withdraw_btc_24h: string; fiat_op_usdt: string };
export type RealState = { level: number; primary: Review; advanced: Review; limits: Record<'1' | '2', Limits> };

export type Coin = { id: number; name: string; networks: string[] };
export type WalletAddress = {
  id: number;
  currency: string;
  network: string;
  name: string;
  address: string;
  qrcode: string;
  created_at: string;
};

export type Page<T> = { list: T[]; total: number; page: number; limit: number };

/** Domestic and international bank card fields (spec §3 label → field mapping). */
export type BankCard = {
  real_name: string;
  bank_name: string;
  bank_account: string;
  bank_dizhi: string;
  bank_network?: string;
  alipay_account?: string;
  wechat_nickname?: string;
  phone?: string;
  wechat_account?: string;
};

export type Invite = { invite_code: string; invite_link: string; invited_count: number };
export type Invitee = { account: string; created_at: string };

/** A change that needs proof of identity: the pay password, or else a code (scene security). */
export type SecurityProof = { pay_password: string } | { code: string };
