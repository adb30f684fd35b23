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
--> statement-breakpoint
-- HAND-WRITTEN DATA MIGRATION (keep when renumbering): ledger memos become data, rendered in the reader's language
-- at read time (apps/server/src/modules/ledger/entry-types.ts EntryMemo, wallet/wallet.entry-text.ts). Rows
-- written before this migration hold sentences or bare values; each known shape is rewritten to its JSON memo.
-- Only rows whose memo is not yet JSON are touched. Anything left over is shown as a legacy note.
UPDATE "ledger_entries" SET "memo" = jsonb_build_object('m', 'deposit', 'currency', split_part("memo", ' ', 1), 'network', split_part("memo", ' ', 2))::text
  WHERE "type" = 'deposit' AND "ref_type" = 'deposit' AND "memo" LIKE '% %' AND "memo" NOT LIKE '{%';--> statement-breakpoint
UPDATE "ledger_entries" SET "memo" = '{"m":"demo_funding"}' WHERE "type" = 'deposit' AND "ref_type" = 'demo_funding' AND "memo" NOT LIKE '{%';--> statement-breakpoint
-- A withdrawal's freeze stored "<network> <target>"; its approval stored the txid (maybe '').
UPDATE "ledger_entries" e SET "memo" = CASE WHEN e."memo" = w."network" || ' ' || w."target"
    THEN jsonb_build_object('m', 'withdraw', 'network', w."network", 'target', w."target")::text
    ELSE jsonb_build_object('m', 'withdraw_paid', 'txid', e."memo")::text END
  FROM "withdrawal_requests" w
  WHERE e."type" = 'withdraw' AND e."ref_type" = 'withdrawal' AND e."ref_id" = w."id"::text AND e."memo" NOT LIKE '{%';--> statement-breakpoint
UPDATE "ledger_entries" SET "memo" = '' WHERE "type" = 'fee' AND "memo" = 'withdrawal fee';--> statement-breakpoint
UPDATE "ledger_entries" SET "memo" = jsonb_build_object('m', 'withdraw_rejected', 'reason', "memo")::text
  WHERE "type" = 'unfreeze' AND "ref_type" = 'withdrawal' AND "memo" NOT LIKE '{%';--> statement-breakpoint
UPDATE "ledger_entries" SET "memo" = jsonb_build_object('m', 'transfer', 'from', split_part("memo", ' → ', 1), 'to', split_part("memo", ' → ', 2))::text
  WHERE "type" = 'transfer' AND "ref_type" = 'internal_transfer' AND "memo" LIKE '% → %' AND "memo" NOT LIKE '{%';--> statement-breakpoint
UPDATE "ledger_entries" SET "memo" = jsonb_build_object('m', 'exchange', 'from', split_part("memo", ' → ', 1),
    'to', split_part(split_part("memo", ' → ', 2), ' @ ', 1), 'rate', split_part(split_part("memo", ' → ', 2), ' @ ', 2))::text
  WHERE "type" = 'exchange' AND "memo" LIKE '% → % @ %' AND "memo" NOT LIKE '{%';--> statement-breakpoint
UPDATE "ledger_entries" SET "memo" = jsonb_build_object('m', 'adjust', 'reason', "memo")::text
  WHERE "type" = 'adjust' AND "memo" NOT LIKE '{%';--> statement-breakpoint
-- Spot entries had no memo: fills get pair, price, quantity and buyer from their trade, orders pair and side.
UPDATE "ledger_entries" e SET "memo" = jsonb_build_object('m', 'spot_trade', 'pair', t."symbol",
    'price', trim_scale(t."price")::text, 'qty', trim_scale(t."amount")::text,
    'buyer', CASE WHEN t."taker_side" = 'buy' THEN t."taker_owner_id" ELSE t."maker_owner_id" END)::text
  FROM "spot_trades" t
  WHERE e."type" = 'spot_trade' AND e."ref_type" = 'spot_trade' AND e."ref_id" = t."id"::text AND e."memo" = '';--> statement-breakpoint
UPDATE "ledger_entries" e SET "memo" = jsonb_build_object('m', 'spot_order', 'pair', o."symbol", 'side', o."side")::text
  FROM "spot_orders" o
  WHERE e."type" IN ('spot_order_freeze', 'spot_order_release', 'spot_order_cancel') AND e."ref_type" = 'spot_order'
    AND e."ref_id" = o."id" AND e."memo" = '';
