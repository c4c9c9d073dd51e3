ALTER TABLE "payments" ADD COLUMN "processor_answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_unanswered_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending' and "payments"."processor_answered_at" is null and "payments"."renewal_period_end" is null;--> statement-breakpoint
-- Payments recorded before their processor's answer was noted count as answered: nothing says the
-- processor never heard of them, so none is expired on the strength of a missing note.
UPDATE "payments" SET "processor_answered_at" = "created_at" WHERE "processor_answered_at" IS NULL;
