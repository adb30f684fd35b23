CREATE TABLE "dual_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"coin" text NOT NULL,
	"quote" text NOT NULL,
	"type" text NOT NULL,
	"strike" numeric(36, 18) NOT NULL,
	"apr" numeric(36, 18) NOT NULL,
	"shares" integer NOT NULL,
	"paid" numeric(36, 18) NOT NULL,
	"paid_currency" text NOT NULL,
	"reserved" numeric(36, 18) NOT NULL,
	"days" integer NOT NULL,
	"settles_at" bigint NOT NULL,
	"settle_price" numeric(36, 18),
	"settle_mark_id" integer,
	"settle_ts" bigint,
	"payout" numeric(36, 18),
	"payout_currency" text,
	"state" text DEFAULT 'purchased' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "dual_orders_amounts" CHECK ("dual_orders"."shares" > 0 and "dual_orders"."paid" > 0 and "dual_orders"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dual_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"coin" text NOT NULL,
	"quote" text DEFAULT 'USDT' NOT NULL,
	"type" text NOT NULL,
	"strike" numeric(36, 18) NOT NULL,
	"apr" numeric(36, 18) NOT NULL,
	"unit" numeric(36, 18) NOT NULL,
	"total_shares" integer NOT NULL,
	"sold_shares" integer DEFAULT 0 NOT NULL,
	"user_limit" integer NOT NULL,
	"sales_end" bigint NOT NULL,
	"settles_at" bigint NOT NULL,
	"campaign_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dual_products_type" CHECK ("dual_products"."type" in ('call', 'put')),
	CONSTRAINT "dual_products_numbers" CHECK ("dual_products"."strike" > 0 and "dual_products"."apr" >= 0 and "dual_products"."unit" > 0),
	CONSTRAINT "dual_products_shares" CHECK ("dual_products"."sold_shares" between 0 and "dual_products"."total_shares" and "dual_products"."user_limit" > 0),
	CONSTRAINT "dual_products_times" CHECK ("dual_products"."sales_end" <= "dual_products"."settles_at")
);
--> statement-breakpoint
CREATE TABLE "earn_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mining_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"daily_rate" numeric(36, 18) NOT NULL,
	"penalty_rate" numeric(36, 18) NOT NULL,
	"days" integer NOT NULL,
	"scale" integer NOT NULL,
	"subscribed_day" integer NOT NULL,
	"reserved" numeric(36, 18) NOT NULL,
	"earned_days" integer DEFAULT 0 NOT NULL,
	"earned" numeric(36, 18) DEFAULT '0' NOT NULL,
	"penalty" numeric(36, 18),
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "mining_orders_amount" CHECK ("mining_orders"."amount" > 0 and "mining_orders"."reserved" >= 0 and "mining_orders"."earned" >= 0),
	CONSTRAINT "mining_orders_days" CHECK ("mining_orders"."earned_days" between 0 and "mining_orders"."days")
);
--> statement-breakpoint
CREATE TABLE "mining_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'locked' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"days" integer NOT NULL,
	"daily_rate" numeric(36, 18) NOT NULL,
	"min_amount" numeric(36, 18) NOT NULL,
	"max_amount" numeric(36, 18),
	"penalty_rate" numeric(36, 18) NOT NULL,
	"campaign_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mining_products_kind" CHECK ("mining_products"."kind" in ('locked', 'cloud', 'defi')),
	CONSTRAINT "mining_products_days" CHECK ("mining_products"."days" between 1 and 3650),
	CONSTRAINT "mining_products_rates" CHECK ("mining_products"."daily_rate" >= 0 and "mining_products"."penalty_rate" >= 0 and "mining_products"."min_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shape_ck";--> statement-breakpoint
CREATE INDEX "dual_orders_user" ON "dual_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "dual_orders_due" ON "dual_orders" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "dual_orders_product_user" ON "dual_orders" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "mining_orders_user" ON "mining_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "mining_orders_due" ON "mining_orders" USING btree ("state","due_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shape_ck" CHECK (("ledger_accounts"."owner_type" = 'user' and "ledger_accounts"."kind" between 1 and 7 and "ledger_accounts"."system_kind" = '' and "ledger_accounts"."owner_id" > 0)
        or ("ledger_accounts"."owner_type" = 'system' and "ledger_accounts"."kind" = 0 and "ledger_accounts"."system_kind" <> '' and "ledger_accounts"."owner_id" = 0));