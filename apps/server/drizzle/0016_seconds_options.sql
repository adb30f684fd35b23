CREATE TABLE "option_coins" (
	"currency" text PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"fee_rate" numeric(36, 18) NOT NULL,
	"min_stake" numeric(36, 18) NOT NULL,
	"max_stake" numeric(36, 18) NOT NULL,
	"max_open" integer DEFAULT 0 NOT NULL,
	"presets" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_coins_currency_id_unique" UNIQUE("currency_id")
);
--> statement-breakpoint
CREATE TABLE "option_countries" (
	"country" text PRIMARY KEY NOT NULL,
	"disabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_expiries" (
	"seconds" integer PRIMARY KEY NOT NULL,
	"payout_ratio" numeric(36, 18) NOT NULL,
	"loss_ratio" numeric(36, 18) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pair_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"currency" text NOT NULL,
	"currency_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"seconds" integer NOT NULL,
	"stake" numeric(36, 18) NOT NULL,
	"fee" numeric(36, 18) NOT NULL,
	"payout_ratio" numeric(36, 18) NOT NULL,
	"loss_ratio" numeric(36, 18) NOT NULL,
	"scale" integer NOT NULL,
	"open_price" numeric(36, 18) NOT NULL,
	"open_mark_id" integer NOT NULL,
	"open_ts" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"end_price" numeric(36, 18),
	"end_mark_id" integer,
	"end_ts" bigint,
	"result" smallint,
	"payout" numeric(36, 18),
	"fact_profits" numeric(36, 18),
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "option_orders_type" CHECK ("option_orders"."type" in (1, 2)),
	CONSTRAINT "option_orders_stake" CHECK ("option_orders"."stake" > 0 and "option_orders"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "option_pairs" (
	"id" integer PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_user_limits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"daily_loss_limit" numeric(36, 18),
	"pending_limit" text,
	"pending_from" timestamp with time zone,
	"cool_off_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "option_orders_user" ON "option_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "option_orders_due" ON "option_orders" USING btree ("state","due_at");