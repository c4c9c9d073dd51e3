ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_key_unique";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_owner_key_unique" UNIQUE NULLS NOT DISTINCT("user_id","client","key");