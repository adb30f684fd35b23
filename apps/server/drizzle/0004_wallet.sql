CREATE TABLE "deposit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coin_id" integer NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"account" text NOT NULL,
	"voucher" text NOT NULL,
	"state" text DEFAULT 'review' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "deposit_requests_state_ck" CHECK ("deposit_requests"."state" in ('review', 'passed', 'rejected')),
	CONSTRAINT "deposit_requests_amount_ck" CHECK ("deposit_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_coin_id" integer NOT NULL,
	"to_coin_id" integer NOT NULL,
	"rate" numeric(36, 18) NOT NULL,
	"fee_rate" numeric(36, 18) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quote_id" text,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"from_amount" numeric(36, 18) NOT NULL,
	"to_amount" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"rate" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coin_id" integer NOT NULL,
	"currency" text NOT NULL,
	"number" numeric(36, 18) NOT NULL,
	"from_kind" smallint NOT NULL,
	"to_kind" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" smallint NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_coin_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"coin_id" integer NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"deposit_enabled" boolean DEFAULT true NOT NULL,
	"withdraw_enabled" boolean DEFAULT true NOT NULL,
	"min_deposit" numeric(36, 18) DEFAULT '0' NOT NULL,
	"min_withdraw" numeric(36, 18) DEFAULT '0' NOT NULL,
	"withdraw_fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"platform_address" text DEFAULT '' NOT NULL,
	"exchange_fee_rate" numeric(36, 18) DEFAULT '0.001' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_coin_settings_coin_network_uq" UNIQUE("coin_id","network")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coin_id" integer NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"number" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"btc_value" numeric(36, 18) NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"target" text NOT NULL,
	"state" text DEFAULT 'review' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"txid" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawal_requests_state_ck" CHECK ("withdrawal_requests"."state" in ('review', 'passed', 'rejected')),
	CONSTRAINT "withdrawal_requests_amount_ck" CHECK ("withdrawal_requests"."number" > 0 and "withdrawal_requests"."fee" >= 0)
);
--> statement-breakpoint
CREATE INDEX "deposit_requests_user_idx" ON "deposit_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposit_requests_state_idx" ON "deposit_requests" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "exchange_quotes_user_idx" ON "exchange_quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exchanges_user_idx" ON "exchanges" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "internal_transfers_user_idx" ON "internal_transfers" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wallet_adjustments_user_idx" ON "wallet_adjustments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_user_idx" ON "withdrawal_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_state_idx" ON "withdrawal_requests" USING btree ("state","id");