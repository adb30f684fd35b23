CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"product_id" integer NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"valid_days" integer NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"claim_from" bigint NOT NULL,
	"claim_until" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_numbers" CHECK ("coupon_templates"."amount" > 0 and "coupon_templates"."valid_days" between 1 and 3650),
	CONSTRAINT "coupon_templates_claims" CHECK ("coupon_templates"."claimed" between 0 and "coupon_templates"."total"),
	CONSTRAINT "coupon_templates_times" CHECK ("coupon_templates"."claim_from" < "coupon_templates"."claim_until")
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"template_id" integer NOT NULL,
	"title" text NOT NULL,
	"product_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(36, 18) NOT NULL,
	"daily_rate" numeric(36, 18) NOT NULL,
	"days" integer NOT NULL,
	"scale" integer NOT NULL,
	"value" numeric(36, 18) NOT NULL,
	"expires_at" bigint NOT NULL,
	"order_id" bigint,
	"state" text DEFAULT 'usable' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "user_coupons_value" CHECK ("user_coupons"."amount" > 0 and "user_coupons"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mining_orders" ADD COLUMN "voucher_id" bigint;--> statement-breakpoint
CREATE INDEX "user_coupons_user" ON "user_coupons" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_coupons_due" ON "user_coupons" USING btree ("state","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_one_each" ON "user_coupons" USING btree ("template_id","user_id");