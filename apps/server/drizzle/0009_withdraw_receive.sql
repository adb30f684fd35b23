-- Withdrawal fees: the fee is now INSIDE the amount (docs/decisions.md "Withdrawal fees and bill texts").
-- `number` is what is debited from the user, `receive` = number - fee is what reaches the target.
ALTER TABLE "withdrawal_requests" ADD COLUMN "receive" numeric(36, 18);--> statement-breakpoint
-- HAND-WRITTEN DATA MIGRATION (keep when renumbering): rows made before this migration used the old rule
-- ("fee on top": `number` reached the target, `number + fee` was frozen and debited). Rewrite every old row to
-- the new meaning with the same money: receive = the old number, number = the old number + fee. For a pending
-- request this is exactly what its freeze entries hold (old number + fee), so approving it settles `number`
-- (receive to `external`, fee to `fees`) and rejecting it unfreezes `number`, as for new requests.
-- Both right-hand sides read the row's old values.
UPDATE "withdrawal_requests" SET "receive" = "number", "number" = "number" + "fee";--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ALTER COLUMN "receive" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_receive_ck" CHECK ("withdrawal_requests"."receive" > 0 and "withdrawal_requests"."receive" + "withdrawal_requests"."fee" = "withdrawal_requests"."number");
