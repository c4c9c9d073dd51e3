CREATE TABLE "client_error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" text,
	"level" text,
	"message" text,
	"url" text,
	"release" text,
	"user_agent" text,
	"envelope" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_error_reports_received_idx" ON "client_error_reports" USING btree ("received_at" DESC NULLS LAST);