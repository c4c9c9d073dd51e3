CREATE TABLE "age_check_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference" text,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "age_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"method" text NOT NULL,
	"user_id" integer,
	"device_binding_hash" text NOT NULL,
	"region" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"assurance_level" text,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"result_expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "age_checks_reference_unique" UNIQUE("reference"),
	CONSTRAINT "age_checks_status_check" CHECK ("age_checks"."status" in ('pending', 'passed', 'failed', 'unsure', 'canceled')),
	CONSTRAINT "age_checks_method_check" CHECK ("age_checks"."method" in ('estimation', 'document')),
	CONSTRAINT "age_checks_passed_check" CHECK ("age_checks"."status" <> 'passed' or ("age_checks"."result_expires_at" is not null and "age_checks"."assurance_level" is not null))
);
--> statement-breakpoint
ALTER TABLE "age_checks" ADD CONSTRAINT "age_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "age_check_events_reference_idx" ON "age_check_events" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "age_checks_user_idx" ON "age_checks" USING btree ("user_id","result_expires_at");--> statement-breakpoint
CREATE INDEX "age_checks_provider_reference_idx" ON "age_checks" USING btree ("provider","provider_reference");