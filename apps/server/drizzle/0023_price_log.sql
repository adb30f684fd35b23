CREATE TABLE "price_log_heads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"size" bigint NOT NULL,
	"root" text NOT NULL,
	"ts" bigint NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL,
	CONSTRAINT "price_log_heads_symbol_size" UNIQUE("symbol","size")
);
--> statement-breakpoint
CREATE TABLE "price_log_nodes" (
	"symbol" text NOT NULL,
	"level" integer NOT NULL,
	"idx" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "price_log_nodes_symbol_level_idx_pk" PRIMARY KEY("symbol","level","idx")
);
--> statement-breakpoint
CREATE TABLE "price_source_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"sources" jsonb NOT NULL,
	"method" jsonb NOT NULL,
	"effective_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticks" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "ticks" ADD COLUMN "inputs" jsonb;--> statement-breakpoint
ALTER TABLE "ticks" ADD COLUMN "leaf_hash" text;--> statement-breakpoint
CREATE INDEX "price_log_heads_symbol_ts" ON "price_log_heads" USING btree ("symbol","ts");--> statement-breakpoint
CREATE INDEX "price_source_sets_symbol" ON "price_source_sets" USING btree ("symbol","effective_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticks_symbol_seq" ON "ticks" USING btree ("symbol","seq");