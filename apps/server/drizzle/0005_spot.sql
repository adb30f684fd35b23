CREATE TABLE "spot_maker" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"levels" integer DEFAULT 5 NOT NULL,
	"spread_bps" integer DEFAULT 10 NOT NULL,
	"step_bps" integer DEFAULT 10 NOT NULL,
	"level_amount_usdt" numeric(36, 18) DEFAULT '1000' NOT NULL,
	"requote_bps" integer DEFAULT 20 NOT NULL,
	"funded" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_type" text DEFAULT 'user' NOT NULL,
	"owner_id" bigint NOT NULL,
	"pair_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"price" numeric(36, 18),
	"amount" numeric(36, 18) NOT NULL,
	"total" numeric(36, 18) DEFAULT '0' NOT NULL,
	"filled" numeric(36, 18) DEFAULT '0' NOT NULL,
	"filled_total" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fee_currency" text NOT NULL,
	"reserved" numeric(36, 18) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spot_orders_side_ck" CHECK ("spot_orders"."side" in ('buy', 'sell')),
	CONSTRAINT "spot_orders_status_ck" CHECK ("spot_orders"."status" in ('open', 'partial', 'filled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "spot_pairs" (
	"id" integer PRIMARY KEY NOT NULL,
	"tick_size" numeric(36, 18) NOT NULL,
	"lot_size" numeric(36, 18) NOT NULL,
	"min_notional" numeric(36, 18) NOT NULL,
	"maker_fee" numeric(36, 18) NOT NULL,
	"taker_fee" numeric(36, 18) NOT NULL,
	"zero_fee" boolean DEFAULT false NOT NULL,
	"halted" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spot_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pair_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"taker_side" text NOT NULL,
	"maker_order_id" text NOT NULL,
	"taker_order_id" text NOT NULL,
	"maker_owner_id" bigint NOT NULL,
	"taker_owner_id" bigint NOT NULL,
	"maker_fee" numeric(36, 18) NOT NULL,
	"taker_fee" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spot_orders_owner_idx" ON "spot_orders" USING btree ("owner_id","status","created_at");--> statement-breakpoint
CREATE INDEX "spot_orders_open_idx" ON "spot_orders" USING btree ("pair_id","seq") WHERE "spot_orders"."status" in ('open', 'partial');--> statement-breakpoint
CREATE INDEX "spot_trades_pair_idx" ON "spot_trades" USING btree ("pair_id","id");--> statement-breakpoint
CREATE INDEX "spot_trades_maker_idx" ON "spot_trades" USING btree ("maker_order_id");--> statement-breakpoint
CREATE INDEX "spot_trades_taker_idx" ON "spot_trades" USING btree ("taker_order_id");