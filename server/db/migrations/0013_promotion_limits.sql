CREATE TABLE "promotional_code_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotional_code_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotional_codes" ADD COLUMN "first_payment_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotional_code_redemptions" ADD CONSTRAINT "promotional_code_redemptions_promotional_code_id_promotional_codes_id_fk" FOREIGN KEY ("promotional_code_id") REFERENCES "public"."promotional_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_code_redemptions" ADD CONSTRAINT "promotional_code_redemptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_code_redemptions" ADD CONSTRAINT "promotional_code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotional_code_redemptions_user_unique" ON "promotional_code_redemptions" USING btree ("promotional_code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotional_code_redemptions_email_unique" ON "promotional_code_redemptions" USING btree ("promotional_code_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "promotional_code_redemptions_payment_unique" ON "promotional_code_redemptions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "promotional_code_redemptions_user_idx" ON "promotional_code_redemptions" USING btree ("user_id");--> statement-breakpoint
-- Codes used before this table existed count as used: each approved payment with a code records
-- that buyer's use (the first one, by account or e-mail), and a code's count is at least the uses
-- recorded.
INSERT INTO "promotional_code_redemptions" ("promotional_code_id", "payment_id", "user_id", "email", "created_at")
  SELECT "promotional_code_id", "id", "user_id", lower("email"), "created_at" FROM "payments"
  WHERE "promotional_code_id" IS NOT NULL AND "status" = 'approved'
  ORDER BY "created_at", "id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "promotional_codes" AS "c" SET "redemptions" = greatest("c"."redemptions",
  (SELECT count(*) FROM "promotional_code_redemptions" AS "r" WHERE "r"."promotional_code_id" = "c"."id"));
