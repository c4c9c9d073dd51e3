CREATE TABLE "login_networks" (
	"user_id" integer NOT NULL,
	"network_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_networks_user_id_network_hash_pk" PRIMARY KEY("user_id","network_hash")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_key_unique";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "client" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_networks" ADD CONSTRAINT "login_networks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_networks_seen_idx" ON "login_networks" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "movies_thumbnail_path_idx" ON "movies" USING btree ("thumbnail_path");--> statement-breakpoint
CREATE INDEX "post_elements_image_path_idx" ON "post_elements" USING btree ("image_path");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_owner_key_unique" UNIQUE NULLS NOT DISTINCT("user_id","client","key");