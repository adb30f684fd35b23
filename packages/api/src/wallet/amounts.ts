/**
 * The one rule for withdrawal fees (docs/decisions.md "Withdrawal fees and bill texts"): the fee is inside the
 * amount. The user enters the amount debited from the account; the destination receives that amount less the
 * fixed fee. The server (freeze, ledger debit, the stored record, the back office) and the clients (the "You
 * receive" line and the confirmation) all call this function, so every screen shows the money that moves.
 */
import { type Amount, gt, parseAmount, sub } from '@app/money';

export type WithdrawAmounts = {
  /** What leaves the user's account (frozen at request, debited at approval): the amount the user entered. */
  debit: Amount;
  /** The fixed fee of the coin and network, kept by the platform (the `fees` system account). */
  fee: Amount;
  /** What the destination receives: debit − fee (exact, no rounding: both are at the coin's scale). */
  receive: Amount;
  /** False when the fee eats the whole amount (receive ≤ 0): such a request is refused. */
  ok: boolean;
};

export function withdrawAmounts(amount: Amount | string, fee: Amount | string): WithdrawAmounts {
  const debit = parseAmount(amount);
  const f = parseAmount(fee);
  const receive = sub(debit, f);
  return { debit, fee: f, receive, ok: gt(receive, '0') };
}
