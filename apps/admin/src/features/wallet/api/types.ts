// Wire shapes of docs/api-wallet.md "Back office" come from the contract (@app/api/wallet); the screens keep their
// names for them. Constants are value imports: the build treats the contract as free of side effects, so only the
// constant enters the bundle, never zod (vite.config.ts). Amounts are decimal strings and stay strings.
import {
  ACCOUNT_KIND_FIELDS,
  type AccountKindField,
  type AccountKindId,
  type AdminDeposit,
  type BalanceAdjustBody,
  type CoinSettings,
  type CoinSettingsBody,
  WALLET_REQUEST_STATES,
  type WalletRequestState,
} from '@app/api/wallet';
import type { z } from 'zod';

export type {
  Adjustment,
  AdminBalance as UserBalance,
  AdminDeposit as DepositRequest,
  AdminWithdrawal as WithdrawalRequest,
  Bill as JournalPosting,
  CoinSettings,
  LedgerSummary,
} from '@app/api/wallet';

export const REQUEST_STATES = WALLET_REQUEST_STATES;
export type RequestState = WalletRequestState;

/** Who made a request: the label the queue adds (email or phone). */
export type RequestUser = NonNullable<AdminDeposit['user']>;

/** Account kinds of the spec (§3) by number and wire field, in kind order (the contract's `ACCOUNT_KIND_FIELDS`). */
export const ACCOUNT_KINDS = ACCOUNT_KIND_FIELDS.map((field, i) => ({ kind: (i + 1) as AccountKindId, field }));
export type AccountField = AccountKindField;

/** A kind given as its number or its field, as its field: the language-independent key to compare kinds by. */
export function kindLabel(kind: number | string | undefined): string {
  const k = ACCOUNT_KINDS.find((a) => a.kind === kind || a.field === kind);
  return k ? k.field : String(kind ?? '');
}

/** `POST /admin/users/:id/adjust`: a signed amount posted to one account of the user, with its reason. */
export type AdjustInput = z.input<typeof BalanceAdjustBody>;

/** The coin drawer's values: every setting of `PUT /admin/wallet/coins/:id`, as the coin's answer holds them. */
export type CoinSettingsInput = Omit<CoinSettings, 'id' | 'currency_id' | 'currency' | 'network' | 'updated_at'>;
/** The body of that call: any subset of the settings. */
export type CoinSettingsBodyInput = z.input<typeof CoinSettingsBody>;
