CREATE TABLE "upload_owners" (
	"hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_owners_hash_user_id_pk" PRIMARY KEY("hash","user_id")
);
--> statement-breakpoint
CREATE TABLE "link_secrets" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_owners" ADD CONSTRAINT "upload_owners_hash_uploads_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."uploads"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written data (keep at renumbering): every earlier upload belongs to the user who first sent it.
INSERT INTO "upload_owners" ("hash", "user_id", "created_at")
  SELECT "hash", "user_id", "created_at" FROM "uploads" WHERE "user_id" IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Hand-written data (keep at renumbering): identity photos already submitted become private.
UPDATE "uploads" SET "private" = true WHERE '/uploads/' || "hash" || '.' || "ext" IN (
  SELECT "front_pic" FROM "kyc_reviews" WHERE "front_pic" IS NOT NULL
  UNION SELECT "reverse_pic" FROM "kyc_reviews" WHERE "reverse_pic" IS NOT NULL);
