/**
 * Wire schemas of docs/api-wallet.md (field names exactly as the spec's client sends them). Bodies may be JSON or
 * form-encoded, so numbers are coerced and amounts accept a number or a decimal string (kept a string after).
 */
import { PageQuery } from '@app/api';
import { z } from 'zod';
import { KIND_FIELDS, kindOf } from './wallet.calc';

const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;
const SIGNED = /^-?\d{1,18}(\.\d{1,18})?$/;
const decimal = (re: RegExp) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(re));
export const amount = decimal(AMOUNT);
const signedAmount = decimal(SIGNED);
const rate = decimal(/^(0(\.\d{1,18})?|1(\.0{1,18})?)$/);
const coinId = z.coerce.number().int().positive().max(1_000_000);
const network = z.string().trim().min(1).max(16);
const text = (max: number) => z.string().trim().min(1).max(max);
/** A kind as its field name (`change`) or number (`2`). */
export const kind = z
  .union([z.enum(KIND_FIELDS), z.coerce.number().int().min(1).max(5)])
  .transform((v) => kindOf(v) ?? 2);
/** Times: `YYYY-MM-DD HH:mm:ss` (UTC), ISO 8601 or epoch milliseconds; parsed by the route. */
const time = z.union([z.string().trim().max(40), z.number()]).optional();

export const IdemHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(128).optional() });

export const ListBody = z.object({ fiat: z.string().trim().max(8).optional() });
export const DetailBody = z.object({ currency: coinId, type: kind });
export const RateQuery = z.object({ id: z.string().trim().max(8).optional() });
export const AddressBody = z.object({ currency: coinId, network: network.optional(), user_id: z.unknown().optional() });
export const ChargeBody = z.object({
  currency: coinId,
  amount,
  account: text(200),
  /** A network name (ERC20, TRC20, BTC) or the spec client's 0 (crypto). */
  type: z.union([network, z.number().int().min(0).max(9).transform(String)]).optional(),
  voucher: text(200).optional(),
});
export const InfoBody = z.object({ currency: coinId, network: network.optional() });
export const OutBody = z.object({
  currency: coinId,
  network: network.optional(),
  number: amount,
  target_type: z.enum(['address', 'bank', 'bank_international']),
  target_id: coinId.optional(),
  pay_password: z.string().min(1).max(64),
});
export const ChangeBody = z.object({ currency_id: coinId, number: amount, from_field: kind, to_field: kind });
export const HzQuery = PageQuery.extend({ currency_id: coinId.optional() });
export const TransferFeeBody = z.object({ from_currency_id: coinId, to_currency_id: coinId });
export const TransferBody = z.object({
  number: amount,
  from_currency_id: coinId,
  to_currency_id: coinId,
  quote_id: z.string().trim().min(1).max(64).optional(),
});
export const LegalLogBody = PageQuery.extend({
  currency: z.union([z.string().trim().max(20), z.number()]).optional(),
  type: kind.optional(),
  entry_type: z.string().trim().max(32).optional(),
  from: time,
  to: time,
});
export const StatementQuery = z.object({
  currency: z.union([z.string().trim().min(1).max(20), z.number()]),
  type: kind,
  from: time,
  to: time,
  token: z.string().max(200).optional(),
});

// Back office
export const StateQuery = PageQuery.extend({ state: z.enum(['review', 'passed', 'rejected']).optional() });
export const ReasonBody = z.object({ reason: text(500) });
export const ApproveBody = z.object({ txid: z.string().trim().max(200).optional() }).optional();
export const AdjustBody = z.object({ currency: coinId, kind, amount: signedAmount, reason: text(500) });
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

// Answers
const req = { id: z.number().int(), currency: z.string(), currency_id: z.number().int(), created_at: z.string() };
const state = z.enum(['review', 'passed', 'rejected']);
export const Deposit = z.object({
  ...req,
  amount: z.string(),
  network: z.string(),
  account: z.string(),
  voucher: z.string(),
  state,
  reason: z.string(),
  reviewed_at: z.string().nullable(),
});
export const Withdrawal = z.object({
  ...req,
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
export const AdminDeposit = Deposit.extend({ user_id: z.number().int(), user: z.string().optional() });
export const AdminWithdrawal = Withdrawal.extend({
  user_id: z.number().int(),
  user: z.string().optional(),
  btc_value: z.string().optional(),
});
export const Transfer = z.object({
  ...req,
  number: z.string(),
  from_field: z.string(),
  to_field: z.string(),
  from_name: z.string(),
  to_name: z.string(),
});
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
export const Overview = z.object({
  total_usdt: z.string(),
  total_fiat: z.string(),
  fiat: z.string(),
  rate: z.string(),
  accounts: z.array(
    z.object({
      kind: z.number().int(),
      field: z.string(),
      name: z.string(),
      total_usdt: z.string(),
      total_fiat: z.string(),
      coins: z.array(CoinBalance),
    }),
  ),
});
export const Detail = z.object({
  currency_id: z.number().int(),
  currency: z.string(),
  kind: z.number().int(),
  field: z.string(),
  available: z.string(),
  frozen: z.string(),
  total: z.string(),
  usdt_value: z.string(),
});
export const UserCurrency = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  total: z.string(),
  usdt_value: z.string(),
});
export const Fiat = z.object({ currency_code: z.string(), symbol: z.string(), name: z.string(), rate: z.string() });
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
export const DepositAddress = z.object({
  address: z.string(),
  network: z.string(),
  currency: z.string(),
  qrcode_text: z.string(),
});
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
});
export const ExchangeCoin = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  available: z.string(),
});
export const Quote = z.object({
  quote_id: z.string(),
  from_currency: z.string(),
  to_currency: z.string(),
  rate: z.string(),
  fee_rate: z.string(),
  min: z.string(),
  expires_at: z.string(),
  expires_in: z.number(),
});
export const ExchangeResult = z.object({
  id: z.number().int(),
  from_currency: z.string(),
  to_currency: z.string(),
  from_amount: z.string(),
  to_amount: z.string(),
  fee: z.string(),
  rate: z.string(),
});
export const Bill = z.object({
  id: z.number().int(),
  entry_id: z.number().int(),
  entry_type: z.string(),
  name: z.string(),
  currency: z.string(),
  kind: z.string(),
  bucket: z.string(),
  amount: z.string(),
  balance_after: z.string(),
  memo: z.string(),
  created_at: z.string(),
});
export const Statement = z.object({
  currency: z.string(),
  kind: z.string(),
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
export const AdminBalance = z.object({
  currency: z.string(),
  kind: z.number().int(),
  field: z.string(),
  available: z.string(),
  frozen: z.string(),
});
export const Adjustment = z.object({
  id: z.number().int(),
  entry_id: z.number().int(),
  user_id: z.number().int(),
  currency: z.string(),
  kind: z.string(),
  amount: z.string(),
  reason: z.string(),
  balance_after: z.string(),
  created_at: z.string(),
});
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
export const LedgerSummary = z.object({
  balanced: z.boolean(),
  currencies: z.array(z.object({ currency: z.string(), total: z.string(), balanced: z.boolean() })),
  system: z.array(
    z.object({ currency: z.string(), system_kind: z.string(), available: z.string(), frozen: z.string() }),
  ),
});
