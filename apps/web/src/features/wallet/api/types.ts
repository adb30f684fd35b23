/**
 * The wallet's wire types come from the contract (`@app/api/wallet`, docs/api-wallet.md), imported as types only so
 * zod stays out of the bundle. What is left here is the client's own: the order the account tabs are shown in, a
 * type guard for a field read from the URL, and names for the nested parts of an answer.
 */
import type { AccountKindField, Statement, WalletOverview, WithdrawBody } from '@app/api/wallet';

/** An account kind by its wire field (spec §3: 1 legal, 2 change, 3 lever, 4 micro, 5 stock; 6 mining, 7 deposit). */
export type AccountField = AccountKindField;

/**
 * The account tabs in the order the screens show them (spot first). The contract's `ACCOUNT_KIND_FIELDS` holds the
 * same fields in kind order; types.test.ts checks that they agree. Kept here because a value import from the
 * contract brings zod with it.
 */
export const ACCOUNT_DISPLAY_ORDER = [
  'change',
  'lever',
  'micro',
  'stock',
  'mining',
  'deposit',
  'legal',
] as const satisfies readonly AccountKindField[];

export const isAccountField = (value: unknown): value is AccountField =>
  typeof value === 'string' && (ACCOUNT_DISPLAY_ORDER as readonly string[]).includes(value);

/** Mining and deposit hold earn funds that only their orders move: never a side of a transfer. */
export const isTransferField = (value: unknown): value is AccountField =>
  isAccountField(value) && value !== 'mining' && value !== 'deposit';

/** One account of `POST /wallet/list`, and one coin of it. */
export type WalletAccount = WalletOverview['accounts'][number];
export type AccountCoin = WalletAccount['coins'][number];

/** One line of `GET /wallet/statement` (a bill without its coin and account: the statement names them once). */
export type StatementEntry = Statement['entries'][number];

/** Where a withdrawal goes (`target_type` of `POST /wallet/out`). */
export type WithdrawTarget = WithdrawBody['target_type'];
