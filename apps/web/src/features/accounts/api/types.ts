/**
 * Wire types of docs/api-accounts.md come from the contract (`@app/api/accounts`, `@app/api/wallet` for addresses
 * and cards), imported as types only so zod stays out of the bundle. Here: the names the screens use for the user
 * and for parts of an answer, and the client's choice of proof.
 */
import type { RealState } from '@app/api/accounts';

/** `GET /user/info`. */
export type { UserInfo as AccountUser } from '@app/api/accounts';

/** One identity review of `GET /real/state` (basic or advanced), its state and the limits of a level. */
export type Review = RealState['primary'];
export type ReviewState = Review['state'];
export type Limits = RealState['limits'][1];

/**
 * A change that needs proof of identity: the pay password, or else a code (scene security). The contract accepts
 * either field (`pay_password`, `code`, both optional); the client always sends exactly one.
 */
export type SecurityProof = ({ pay_password: string } | { code: string }) & { two_factor_code?: string };
