import type { Rule } from 'antd/es/form';
import type { CoinSettingsInput } from '../api/types';

/** The server's amount shape (decimal string, up to 18 + 18 digits); kept as typed, never turned into a number. */
export const AMOUNT_PATTERN = /^\d{1,18}(\.\d{1,18})?$/;
/** A fee rate between 0 and 1 (0.002 = 0.2 %). */
export const RATE_PATTERN = /^(0(\.\d{1,18})?|1(\.0{1,18})?)$/;

/** The drawer's rules, worded by the caller in the operator's language. */
export const amountRule = (message: string): Rule => ({ pattern: AMOUNT_PATTERN, message });
export const rateRule = (message: string): Rule => ({ pattern: RATE_PATTERN, message });

/** The `PUT /admin/wallet/coins/:id` body from the drawer's values: every setting, text fields trimmed. */
export function coinSettingsInput(v: CoinSettingsInput): CoinSettingsInput {
  const trim = (s: string) => (s ?? '').trim();
  return {
    deposit_enabled: v.deposit_enabled,
    withdraw_enabled: v.withdraw_enabled,
    min_deposit: trim(v.min_deposit),
    min_withdraw: trim(v.min_withdraw),
    withdraw_fee: trim(v.withdraw_fee),
    platform_address: trim(v.platform_address),
    exchange_fee_rate: trim(v.exchange_fee_rate),
  };
}
