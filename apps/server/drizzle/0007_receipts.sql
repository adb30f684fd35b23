CREATE TABLE "receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"price_source" text NOT NULL,
	"ticks" jsonb NOT NULL,
	"formula" text NOT NULL,
	"formula_version" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_uid" ON "receipts" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_ref_user" ON "receipts" USING btree ("ref_type","ref_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "receipts_user" ON "receipts" USING btree ("user_id","id");