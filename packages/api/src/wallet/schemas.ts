/**
 * Wire schemas of docs/api-wallet.md (field names exactly as the spec's client sends them): the fund overview,
 * deposits, withdrawals, transfers between the user's accounts, exchange between coins, bills and statements, and
 * the back office. Bodies may be JSON or form-encoded, so numbers are coerced and amounts accept a number or a
 * decimal string (kept a string after). The withdrawal-address book and bank cards are in book.ts.
 */
import { z } from 'zod';
import { FiatRate } from '../market/schemas';
import { OptionalSecondFactorCode } from '../security/schemas';
import { Id, PageQuery } from '../shared';

/**
 * The user's account kinds by wire field, in kind order: 1 legal, 2 change, 3 lever, 4 micro, 5 stock (spec §3), 6
 * mining (locked mining funds), 7 deposit (dual investments): moved only by their orders, never by a transfer.
 */
export const ACCOUNT_KIND_FIELDS = ['legal', 'change', 'lever', 'micro', 'stock', 'mining', 'deposit'] as const;
export type AccountKindField = (typeof ACCOUNT_KIND_FIELDS)[number];
export type AccountKindId = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** States of a deposit or withdrawal request. */
export const WALLET_REQUEST_STATES = ['review', 'passed', 'rejected'] as const;
export type WalletRequestState = (typeof WALLET_REQUEST_STATES)[number];

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
const SIGNED = /^-?\d{1,18}(\.\d{1,18})?$/;
const decimal = (re: RegExp) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(re));
const amount = decimal(AMOUNT);
const signedAmount = decimal(SIGNED);
const rate = decimal(/^(0(\.\d{1,18})?|1(\.0{1,18})?)$/);
const coinId = Id;
const network = z.string().trim().min(1).max(16);
const text = (max: number) => z.string().trim().min(1).max(max);
/** A kind as its field name (`change`) or number (`2`, `'2'`), given as the number. */
const kind = z
  .union([z.enum(ACCOUNT_KIND_FIELDS), z.coerce.number().int().min(1).max(ACCOUNT_KIND_FIELDS.length)])
  .transform((v) => (typeof v === 'number' ? v : ACCOUNT_KIND_FIELDS.indexOf(v) + 1) as AccountKindId);
/** The kinds a transfer (or an operator's adjustment) may move: all but mining and deposit, which only their orders move. */
export const TRANSFER_KIND_FIELDS = ['legal', 'change', 'lever', 'micro', 'stock'] as const;
const transferKind = kind.refine((k) => k <= TRANSFER_KIND_FIELDS.length, {
  params: { key: 'validation.invalid' },
});
const kindField = z.enum(ACCOUNT_KIND_FIELDS);
/** Times: `YYYY-MM-DD HH:mm:ss` (UTC), ISO 8601 or epoch milliseconds; parsed by the route. */
const time = z.union([z.string().trim().max(40), z.number()]).optional();
const state = z.enum(WALLET_REQUEST_STATES);

// ---------- Overview ----------

export const WalletListBody = z.object({ fiat: z.string().trim().max(8).optional() });
export type WalletListBody = z.infer<typeof WalletListBody>;
export const WalletDetailBody = z.object({
  currency: coinId,
  type: kind,
  /** Display fiat of `ExRate` (default USD). */
  fiat: z.string().trim().max(8).optional(),
});
export type WalletDetailBody = z.infer<typeof WalletDetailBody>;
/** `GET /wallet/getRateCurrency?id=EUR`: one fiat's rate, or all of them without `id`. */
export const FiatRateQuery = z.object({ id: z.string().trim().max(8).optional() });
export type FiatRateQuery = z.infer<typeof FiatRateQuery>;
/** Its answer: the rates of all display fiats, or of the one asked for. */
export const FiatRates = z.union([z.array(FiatRate), FiatRate]);
export type FiatRates = z.infer<typeof FiatRates>;

const CoinBalance = z.object({
  currency_id: z.number().int(),
  currency: z.string(),
  name: z.string(),
  logo: z.string(),
  available: z.string(),
  frozen: z.string(),
  total: z.string(),
  usdt_value: z.string(),
  fiat_value: z.string(),
});
export const WalletOverview = z.object({
  total_usdt: z.string(),
  total_fiat: z.string(),
  fiat: z.string(),
  rate: z.string(),
  accounts: z.array(
    z.object({
      kind: z.number().int(),
      field: kindField,
      name: z.string(),
      total_usdt: z.string(),
      total_fiat: z.string(),
      coins: z.array(CoinBalance),
    }),
  ),
});
export type WalletOverview = z.infer<typeof WalletOverview>;
export const WalletDetail = z.object({
  currency_id: z.number().int(),
  currency: z.string(),
  kind: z.number().int(),
  field: kindField,
  available: z.string(),
  frozen: z.string(),
  total: z.string(),
  usdt_value: z.string(),
});
export type WalletDetail = z.infer<typeof WalletDetail>;

// ---------- The original product's names (docs/original-client.md) ----------

/** The account kinds of the original's `/wallet/list` (`<field>_wallet`, rows with `<field>_balance`). */
export const ORIGINAL_WALLET_FIELDS = ['legal', 'change', 'micro', 'lever'] as const;
type BalancePair<F extends string> = Record<`${F}_balance` | `lock_${F}_balance`, z.ZodString>;
const balancePair = <F extends string>(field: F) =>
  ({ [`${field}_balance`]: z.string(), [`lock_${field}_balance`]: z.string() }) as BalancePair<F>;

/** One coin of one account as the original's `/wallet/list` row (its `users_wallet` columns). */
const originalRow = <F extends string>(field: F) =>
  z
    .object({
      /** Original client's name: the coin id (our `currency_id`; our `currency` is the code). */
      currency: z.number().int(),
      /** Original client's name: the coin (our `currency`). */
      currency_name: z.string(),
      /** Original client's name: price of 1 coin in USDT (`usdt_value` = total × this, rounded). */
      usdt_price: z.string(),
      /** Original client's name: deposits of this coin land in this account (only `change` here). */
      is_charge: z.boolean(),
    })
    .extend(balancePair(field));
/** One account of the original's `/wallet/list`: `{balance: rows, usdt_totle}`. */
const originalWallet = <F extends string>(field: F) =>
  z.object({
    /** Original client's name: the coins of this account (our `accounts[k].coins`). */
    balance: z.array(originalRow(field)),
    /** Original client's name (sic): the account's value in USDT (our `accounts[k].total_usdt`). */
    usdt_totle: z.string(),
  });

/** `POST /wallet/list`: our overview, and the original's four accounts, `ExRate` and `is_open_CTbi` beside it. */
export const WalletListAnswer = WalletOverview.extend({
  /** Original client's name: the legal (fiat/C2C) account. */
  legal_wallet: originalWallet('legal'),
  /** Original client's name: the change (spot/exchange) account. */
  change_wallet: originalWallet('change'),
  /** Original client's name: the micro (options) account. */
  micro_wallet: originalWallet('micro'),
  /** Original client's name: the lever (contracts) account. */
  lever_wallet: originalWallet('lever'),
  /** Original client's name: its simulated account, read unconditionally by its source; always empty here. */
  moni_wallet: originalWallet('moni'),
  /** Original client's name: our `rate` (the display fiat per USD; USDT counted as 1 USD). */
  ExRate: z.string(),
  /** Original client's name: '1' when some coin accepts deposits or withdrawals, else '0'. */
  is_open_CTbi: z.string(),
});
export type WalletListAnswer = z.infer<typeof WalletListAnswer>;

const optionalPair = <F extends string>(field: F) =>
  ({ [`${field}_balance`]: z.string().optional(), [`lock_${field}_balance`]: z.string().optional() }) as Record<
    `${F}_balance` | `lock_${F}_balance`,
    z.ZodOptional<z.ZodString>
  >;
/** `POST /wallet/detail`: ours, and the original's pair of the asked account, `ExRate`, `is_charge` beside it. */
export const WalletDetailAnswer = WalletDetail.extend({
  /** Original client's names: available and frozen of the asked account, `<field>_balance` / `lock_<field>_balance`. */
  ...optionalPair('legal'),
  ...optionalPair('change'),
  ...optionalPair('lever'),
  ...optionalPair('micro'),
  ...optionalPair('stock'),
  /** Original client's name: the coin (our `currency`; the original's `currency` is the id, ours the code). */
  currency_name: z.string(),
  /** Original client's name: price of 1 coin in USDT. */
  usdt_price: z.string(),
  /** Original client's name: our fiat rate (the display fiat per USD, `fiat` in the body, default USD). */
  ExRate: z.string(),
  /** Original client's name: deposits of this coin land in this account. */
  is_charge: z.boolean(),
});
export type WalletDetailAnswer = z.infer<typeof WalletDetailAnswer>;

export const UserCurrency = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  total: z.string(),
  usdt_value: z.string(),
});
export type UserCurrency = z.infer<typeof UserCurrency>;

// ---------- Deposits ----------

/** A deposit/withdraw coin on one network (USDT appears once per network). */
export const WalletCoin = z.object({
  id: z.number().int(),
  name: z.string(),
  subName: z.string(),
  type: z.string(),
  status: z.number().int(),
  deposit_enabled: z.boolean(),
  withdraw_enabled: z.boolean(),
  image: z.string(),
  min_deposit: z.string(),
  min_withdraw: z.string(),
  withdraw_fee: z.string(),
});
export type WalletCoin = z.infer<typeof WalletCoin>;
export const DepositAddressBody = z.object({
  currency: coinId,
  network: network.optional(),
  user_id: z.unknown().optional(),
});
export type DepositAddressBody = z.infer<typeof DepositAddressBody>;
export const DepositAddress = z.object({
  address: z.string(),
  network: z.string(),
  currency: z.string(),
  qrcode_text: z.string(),
});
export type DepositAddress = z.infer<typeof DepositAddress>;
/** `POST /wallet/charge_req`. */
export const DepositBody = z.object({
  currency: coinId,
  amount,
  account: text(200),
  /** A network name (ERC20, TRC20, BTC) or the spec client's 0 (crypto). */
  type: z.union([network, z.number().int().min(0).max(9).transform(String)]).optional(),
  voucher: text(200).optional(),
});
export type DepositBody = z.infer<typeof DepositBody>;

const request = { id: z.number().int(), currency: z.string(), currency_id: z.number().int(), created_at: z.string() };
export const Deposit = z.object({
  ...request,
  amount: z.string(),
  network: z.string(),
  account: z.string(),
  voucher: z.string(),
  state,
  reason: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Deposit = z.infer<typeof Deposit>;

// ---------- Withdrawals ----------

export const WITHDRAW_TARGET_TYPES = ['address', 'bank', 'bank_international'] as const;
export const WithdrawInfoBody = z.object({ currency: coinId, network: network.optional() });
export type WithdrawInfoBody = z.infer<typeof WithdrawInfoBody>;
export const WithdrawInfo = z.object({
  currency: z.string(),
  currency_id: z.number().int(),
  network: z.string(),
  min: z.string(),
  fee: z.string(),
  fee_type: z.literal('fixed'),
  available: z.string(),
  limit_24h: z.string(),
  used_24h: z.string(),
  enabled: z.boolean(),
  /** The user's verification level and the level a withdrawal needs, so the client can say so before the pay password. */
  level: z.number().int(),
  required_level: z.number().int(),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfo>;
/** `POST /wallet/get_info`: ours, and the original's `{rate, min_number, name, legal_balance, change_balance}`. */
export const WithdrawInfoAnswer = WithdrawInfo.extend({
  /** Original client's name: the flat withdrawal fee in the coin (our `fee`). */
  rate: z.string(),
  /** Original client's name: our `min`. */
  min_number: z.string(),
  /** Original client's name: the coin (our `currency`). */
  name: z.string(),
  /** Original client's name: available in the legal account. */
  legal_balance: z.string(),
  /** Original client's name: available in the change account (our `available`). */
  change_balance: z.string(),
});
export type WithdrawInfoAnswer = z.infer<typeof WithdrawInfoAnswer>;
/** `POST /wallet/out`. */
export const WithdrawBody = z.object({
  currency: coinId,
  network: network.optional(),
  number: amount,
  target_type: z.enum(WITHDRAW_TARGET_TYPES),
  target_id: coinId.optional(),
  pay_password: z.string().min(1).max(64),
  /** The second factor's code, required when the user has one (docs/api-security.md). */
  two_factor_code: OptionalSecondFactorCode,
});
export type WithdrawBody = z.infer<typeof WithdrawBody>;
export const Withdrawal = z.object({
  ...request,
  network: z.string(),
  number: z.string(),
  fee: z.string(),
  receive: z.string(),
  target_type: z.string(),
  target: z.string(),
  state,
  reason: z.string(),
  txid: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

// ---------- Transfers between the user's accounts ----------

/** `POST /wallet/change`. */
export const TransferBody = z.object({
  currency_id: coinId,
  number: amount,
  from_field: transferKind,
  to_field: transferKind,
});
export type TransferBody = z.infer<typeof TransferBody>;
/** `/wallet/hzhistory`. */
export const TransferHistoryQuery = PageQuery.extend({ currency_id: coinId.optional() });
export type TransferHistoryQuery = z.infer<typeof TransferHistoryQuery>;
export const Transfer = z.object({
  ...request,
  number: z.string(),
  from_field: kindField,
  to_field: kindField,
  from_name: z.string(),
  to_name: z.string(),
});
export type Transfer = z.infer<typeof Transfer>;

// ---------- Exchange between coins ----------

export const ExchangeCoin = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  available: z.string(),
});
export type ExchangeCoin = z.infer<typeof ExchangeCoin>;
/** `POST /user/getTransferFee`: a quote for converting one coin into another. */
export const ExchangeQuoteBody = z.object({ from_currency_id: coinId, to_currency_id: coinId });
export type ExchangeQuoteBody = z.infer<typeof ExchangeQuoteBody>;
export const ExchangeQuote = z.object({
  quote_id: z.string(),
  from_currency: z.string(),
  to_currency: z.string(),
  rate: z.string(),
  fee_rate: z.string(),
  min: z.string(),
  expires_at: z.string(),
  expires_in: z.number(),
});
export type ExchangeQuote = z.infer<typeof ExchangeQuote>;
/** `POST /user/getTransferFee`: our quote, and the original's `{form_price, to_price, fee}`. */
export const ExchangeQuoteAnswer = ExchangeQuote.extend({
  /** Original client's name (sic): price of 1 `from` coin in USDT; `rate` = form_price / to_price (cut at 12 places). */
  form_price: z.string(),
  /** Original client's name: price of 1 `to` coin in USDT. */
  to_price: z.string(),
  /** Original client's name: our `fee_rate` (a fraction; we take it from what is received, see the doc). */
  fee: z.string(),
});
export type ExchangeQuoteAnswer = z.infer<typeof ExchangeQuoteAnswer>;
/** `POST /user/Transfer`: the conversion, at the quote's rate while it is valid. */
export const ExchangeBody = z.object({
  number: amount,
  from_currency_id: coinId,
  to_currency_id: coinId,
  quote_id: z.string().trim().min(1).max(64).optional(),
});
export type ExchangeBody = z.infer<typeof ExchangeBody>;
export const ExchangeResult = z.object({
  id: z.number().int(),
  from_currency: z.string(),
  to_currency: z.string(),
  from_amount: z.string(),
  to_amount: z.string(),
  fee: z.string(),
  rate: z.string(),
});
export type ExchangeResult = z.infer<typeof ExchangeResult>;

// ---------- Bills and statements ----------

/** `POST /wallet/legal_log`. */
export const BillListBody = PageQuery.extend({
  currency: z.union([z.string().trim().max(20), z.number()]).optional(),
  type: kind.optional(),
  entry_type: z.string().trim().max(32).optional(),
  from: time,
  to: time,
});
export type BillListBody = z.infer<typeof BillListBody>;
export const Bill = z.object({
  id: z.number().int(),
  entry_id: z.number().int(),
  entry_type: z.string(),
  name: z.string(),
  currency: z.string(),
  kind: kindField,
  bucket: z.string(),
  amount: z.string(),
  balance_after: z.string(),
  memo: z.string(),
  created_at: z.string(),
});
export type Bill = z.infer<typeof Bill>;
/** `GET /wallet/statement`, and the body of `POST /wallet/statement/link` (the CSV download of the same period). */
export const StatementQuery = z.object({
  currency: z.union([z.string().trim().min(1).max(20), z.number()]),
  type: kind,
  from: time,
  to: time,
});
export type StatementQuery = z.infer<typeof StatementQuery>;
/**
 * `GET /wallet/statement.csv`: only through a link from `POST /wallet/statement/link` (signed, valid a few minutes,
 * no session token in it); any change to the link, or a `token` parameter, is refused.
 */
export const StatementCsvQuery = StatementQuery.extend({
  uid: z.string().max(20),
  exp: z.string().max(20),
  sig: z.string().max(100),
  lang: z.string().max(10).optional(),
});
export type StatementCsvQuery = z.infer<typeof StatementCsvQuery>;
/** The answer of `POST /wallet/statement/link`: a relative address and how long it works. */
export const StatementLink = z.object({ url: z.string(), expires_in: z.number().int() });
export type StatementLink = z.infer<typeof StatementLink>;
export const Statement = z.object({
  currency: z.string(),
  kind: kindField,
  from: z.string(),
  to: z.string(),
  opening: z.string(),
  closing: z.string(),
  opening_frozen: z.string(),
  closing_frozen: z.string(),
  entries: z.array(
    z.object({
      id: z.number().int(),
      entry_type: z.string(),
      name: z.string(),
      amount: z.string(),
      frozen_change: z.string(),
      balance_after: z.string(),
      frozen_after: z.string(),
      memo: z.string(),
      created_at: z.string(),
    }),
  ),
  reconciles: z.boolean(),
});
export type Statement = z.infer<typeof Statement>;

// ---------- Back office ----------

export const WalletReviewQuery = PageQuery.extend({ state: state.optional() });
export type WalletReviewQuery = z.infer<typeof WalletReviewQuery>;
export const WithdrawalApproveBody = z.object({ txid: z.string().trim().max(200).optional() }).optional();
export type WithdrawalApproveBody = z.infer<typeof WithdrawalApproveBody>;
/** A manual balance adjustment through the ledger: `amount` is signed. */
/** Mining is left out: its balance is exactly its orders' principal and yield, which only the orders move. */
export const BalanceAdjustBody = z.object({
  currency: coinId,
  kind: transferKind,
  amount: signedAmount,
  reason: text(500),
});
export type BalanceAdjustBody = z.infer<typeof BalanceAdjustBody>;
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
export const CoinSettingsBody = z.object({
  deposit_enabled: flag.optional(),
  withdraw_enabled: flag.optional(),
  min_deposit: amount.optional(),
  min_withdraw: amount.optional(),
  withdraw_fee: amount.optional(),
  platform_address: z.string().trim().max(200).optional(),
  exchange_fee_rate: rate.optional(),
});
export type CoinSettingsBody = z.infer<typeof CoinSettingsBody>;

export const AdminDeposit = Deposit.extend({ user_id: z.number().int(), user: z.string().optional() });
export type AdminDeposit = z.infer<typeof AdminDeposit>;
export const AdminWithdrawal = Withdrawal.extend({
  user_id: z.number().int(),
  user: z.string().optional(),
  btc_value: z.string().optional(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;
export const AdminBalance = z.object({
  currency: z.string(),
  kind: z.number().int(),
  field: kindField,
  available: z.string(),
  frozen: z.string(),
});
export type AdminBalance = z.infer<typeof AdminBalance>;
export const Adjustment = z.object({
  id: z.number().int(),
  entry_id: z.number().int(),
  user_id: z.number().int(),
  currency: z.string(),
  kind: kindField,
  amount: z.string(),
  reason: z.string(),
  balance_after: z.string(),
  created_at: z.string(),
});
export type Adjustment = z.infer<typeof Adjustment>;
export const CoinSettings = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  currency: z.string(),
  network: z.string(),
  deposit_enabled: z.boolean(),
  withdraw_enabled: z.boolean(),
  min_deposit: z.string(),
  min_withdraw: z.string(),
  withdraw_fee: z.string(),
  platform_address: z.string(),
  exchange_fee_rate: z.string(),
  updated_at: z.string(),
});
export type CoinSettings = z.infer<typeof CoinSettings>;
export const LedgerSummary = z.object({
  balanced: z.boolean(),
  currencies: z.array(z.object({ currency: z.string(), total: z.string(), balanced: z.boolean() })),
  system: z.array(
    z.object({ currency: z.string(), system_kind: z.string(), available: z.string(), frozen: z.string() }),
  ),
});
export type LedgerSummary = z.infer<typeof LedgerSummary>;
