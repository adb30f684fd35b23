CREATE TABLE "ieo_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"project_id" integer NOT NULL,
	"token" text NOT NULL,
	"pay_currency" text NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"asked" numeric(36, 18) NOT NULL,
	"paid" numeric(36, 18) NOT NULL,
	"allocated" numeric(36, 18),
	"kept" numeric(36, 18),
	"refund" numeric(36, 18),
	"deliver_at" bigint NOT NULL,
	"state" text DEFAULT 'applied' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"allocated_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "ieo_orders_amounts" CHECK ("ieo_orders"."asked" > 0 and "ieo_orders"."paid" > 0)
);
--> statement-breakpoint
CREATE TABLE "ieo_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"pay_currency" text NOT NULL,
	"price" numeric(36, 18) NOT NULL,
	"supply" numeric(36, 18) NOT NULL,
	"min_amount" numeric(36, 18) NOT NULL,
	"user_limit" numeric(36, 18),
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"lock_days" integer DEFAULT 0 NOT NULL,
	"mode" text NOT NULL,
	"whitepaper" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"applied" numeric(36, 18) DEFAULT '0' NOT NULL,
	"applicants" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"allocated" numeric(36, 18),
	"proceeds" numeric(36, 18),
	"state" text DEFAULT 'selling' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"allocated_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "ieo_projects_mode" CHECK ("ieo_projects"."mode" in ('fcfs', 'pro_rata')),
	CONSTRAINT "ieo_projects_numbers" CHECK ("ieo_projects"."price" > 0 and "ieo_projects"."supply" > 0 and "ieo_projects"."min_amount" > 0 and "ieo_projects"."applied" >= 0),
	CONSTRAINT "ieo_projects_times" CHECK ("ieo_projects"."starts_at" < "ieo_projects"."ends_at" and "ieo_projects"."lock_days" between 0 and 3650),
	CONSTRAINT "ieo_projects_fcfs" CHECK ("ieo_projects"."mode" <> 'fcfs' or "ieo_projects"."applied" <= "ieo_projects"."supply")
);
--> statement-breakpoint
CREATE INDEX "ieo_orders_user" ON "ieo_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ieo_orders_project" ON "ieo_orders" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "ieo_orders_due" ON "ieo_orders" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "ieo_projects_due" ON "ieo_projects" USING btree ("state","due_at");