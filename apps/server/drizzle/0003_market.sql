CREATE TABLE "candles" (
	"symbol" text NOT NULL,
	"period" text NOT NULL,
	"open_time" bigint NOT NULL,
	"close_time" bigint NOT NULL,
	"open" numeric(36, 18) NOT NULL,
	"high" numeric(36, 18) NOT NULL,
	"low" numeric(36, 18) NOT NULL,
	"close" numeric(36, 18) NOT NULL,
	"volume" numeric(36, 18) NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "candles_symbol_period_open_time_pk" PRIMARY KEY("symbol","period","open_time")
);
--> statement-breakpoint
CREATE TABLE "coins" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"precision" integer NOT NULL,
	"networks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	CONSTRAINT "coins_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "feed_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiats" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"rate" numeric(36, 18) NOT NULL,
	"precision" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" integer PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"kind" text NOT NULL,
	"currency_id" integer NOT NULL,
	"legal_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"precision" integer NOT NULL,
	"amount_precision" integer NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"max_leverage" integer,
	"leverages" jsonb,
	"lot_size" numeric(36, 18),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_symbol_unique" UNIQUE("symbol")
);
--> statement-breakpoint
CREATE TABLE "price_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"ts" bigint NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"ts" bigint NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"volume" numeric(36, 18) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favorites_pair" UNIQUE("user_id","instrument_id")
);
--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_marks_ref" ON "price_marks" USING btree ("reason","ref");--> statement-breakpoint
CREATE INDEX "price_marks_symbol_ts" ON "price_marks" USING btree ("symbol","ts");--> statement-breakpoint
CREATE INDEX "ticks_symbol_ts" ON "ticks" USING btree ("symbol","ts");--> statement-breakpoint
CREATE INDEX "ticks_ts" ON "ticks" USING btree ("ts");