CREATE TABLE "post_unlocks" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_unlocks_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "spending_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_cap" integer,
	"monthly_cap" integer,
	"confirm_above" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_limits_positive" CHECK (coalesce("spending_limits"."daily_cap", 1) > 0 and coalesce("spending_limits"."monthly_cap", 1) > 0 and coalesce("spending_limits"."confirm_above", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "statement_mails" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_mails_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "retention_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"extra_days" integer NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unsubscription_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_guesses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_kind_unique";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_negative_system_only";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "creator_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "creator_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "post_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "creator_share_bps" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "renewal_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "renewal_attempt" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "in_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "bundled_with_id" integer;--> statement-breakpoint
ALTER TABLE "post_unlocks" ADD CONSTRAINT "post_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_unlocks" ADD CONSTRAINT "post_unlocks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_unlocks" ADD CONSTRAINT "post_unlocks_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mails" ADD CONSTRAINT "statement_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_request_id_unsubscription_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."unsubscription_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsubscription_requests" ADD CONSTRAINT "unsubscription_requests_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsubscription_requests" ADD CONSTRAINT "unsubscription_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_unlocks_post_idx" ON "post_unlocks" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "retention_offers_subscription_idx" ON "retention_offers" USING btree ("subscription_id","accepted_at");--> statement-breakpoint
CREATE INDEX "unsubscription_requests_subscription_idx" ON "unsubscription_requests" USING btree ("subscription_id","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_bundled_with_id_subscriptions_id_fk" FOREIGN KEY ("bundled_with_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_creator_idx" ON "ledger_transactions" USING btree ("user_id","creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_renewal_unique" ON "payments" USING btree ("subscription_id","renewal_period_end","renewal_attempt") WHERE "payments"."renewal_period_end" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_payment_at") WHERE "subscriptions"."next_payment_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_to_expire_idx" ON "subscriptions" USING btree ("ends_at") WHERE "subscriptions"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_bundled_idx" ON "subscriptions" USING btree ("bundled_with_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_kind_unique" UNIQUE NULLS NOT DISTINCT("user_id","creator_id","kind");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_one_owner" CHECK ("ledger_accounts"."user_id" is null or "ledger_accounts"."creator_id" is null);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_negative_system_only" CHECK (not "ledger_accounts"."allow_negative" or ("ledger_accounts"."user_id" is null and "ledger_accounts"."creator_id" is null));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_share" CHECK ("ledger_transactions"."creator_share_bps" is null or "ledger_transactions"."creator_share_bps" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_renewal_fields" CHECK (("payments"."renewal_period_end" is null) = ("payments"."renewal_attempt" is null) and ("payments"."renewal_period_end" is null or "payments"."subscription_id" is not null));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_failures" CHECK ("subscriptions"."renewal_failures" >= 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_end_reason" CHECK (end_reason is null or end_reason in ('canceled', 'payment_failed', 'one_time', 'superseded'));