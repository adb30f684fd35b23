CREATE TABLE "contract_liquidations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"settle_currency" text NOT NULL,
	"account_kind" smallint NOT NULL,
	"margin_mode" text NOT NULL,
	"risk_rate" numeric(36, 18) NOT NULL,
	"threshold" numeric(36, 18) NOT NULL,
	"positions" integer NOT NULL,
	"pnl" numeric(36, 18) NOT NULL,
	"insurance_paid" numeric(36, 18) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_overnight_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"state" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"positions" integer DEFAULT 0 NOT NULL,
	"totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"uncollected" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_pairs" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"area" text NOT NULL,
	"settle_currency" text NOT NULL,
	"lot_size" numeric(36, 18) NOT NULL,
	"min_lots" integer DEFAULT 1 NOT NULL,
	"max_lots" integer DEFAULT 0 NOT NULL,
	"multiples" jsonb NOT NULL,
	"share_presets" jsonb NOT NULL,
	"spread" numeric(36, 18) NOT NULL,
	"fee_rate" numeric(36, 18) NOT NULL,
	"overnight_rate" numeric(36, 18) NOT NULL,
	"liquidation_threshold" numeric(36, 18) NOT NULL,
	"limit_entries" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pair_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"area" text NOT NULL,
	"settle_currency" text NOT NULL,
	"account_kind" smallint NOT NULL,
	"side" text NOT NULL,
	"margin_mode" text NOT NULL,
	"status" smallint NOT NULL,
	"lots" integer NOT NULL,
	"lot_size" numeric(36, 18) NOT NULL,
	"quantity" numeric(36, 18) NOT NULL,
	"multiple" integer NOT NULL,
	"spread" numeric(36, 18) NOT NULL,
	"fee_rate" numeric(36, 18) NOT NULL,
	"overnight_rate" numeric(36, 18) NOT NULL,
	"threshold" numeric(36, 18) NOT NULL,
	"limit_price" numeric(36, 18),
	"reference_price" numeric(36, 18),
	"entry_price" numeric(36, 18),
	"margin" numeric(36, 18) DEFAULT '0' NOT NULL,
	"origin_margin" numeric(36, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(36, 18) DEFAULT '0' NOT NULL,
	"reserved" numeric(36, 18) DEFAULT '0' NOT NULL,
	"tp" numeric(36, 18),
	"sl" numeric(36, 18),
	"overnight_total" numeric(36, 18) DEFAULT '0' NOT NULL,
	"close_reference" numeric(36, 18),
	"close_price" numeric(36, 18),
	"pnl" numeric(36, 18),
	"returned" numeric(36, 18),
	"close_reason" text,
	"open_mark_id" bigint,
	"close_mark_id" bigint,
	"liquidation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "contract_positions_side_ck" CHECK ("contract_positions"."side" in ('long', 'short')),
	CONSTRAINT "contract_positions_mode_ck" CHECK ("contract_positions"."margin_mode" in ('cross', 'isolated')),
	CONSTRAINT "contract_positions_status_ck" CHECK ("contract_positions"."status" in (0, 1, 3, 4)),
	CONSTRAINT "contract_positions_lots_ck" CHECK ("contract_positions"."lots" > 0 and "contract_positions"."multiple" > 0)
);
--> statement-breakpoint
CREATE INDEX "contract_liquidations_user_idx" ON "contract_liquidations" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_overnight_runs_day_uq" ON "contract_overnight_runs" USING btree ("day");--> statement-breakpoint
CREATE INDEX "contract_positions_user_idx" ON "contract_positions" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "contract_positions_live_idx" ON "contract_positions" USING btree ("status","pair_id") WHERE "contract_positions"."status" in (0, 1);