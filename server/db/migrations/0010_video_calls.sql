CREATE TABLE "video_call_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_call_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"chat_room_id" uuid,
	"sender_user_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"mins" integer NOT NULL,
	"extra_minutes_bought" integer DEFAULT 0 NOT NULL,
	"tokens_per_minute" integer NOT NULL,
	"tokens_per_extra_min" integer NOT NULL,
	"is_unlimited" boolean DEFAULT false NOT NULL,
	"next_minute" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "video_call_rooms_hash_unique" UNIQUE("hash"),
	CONSTRAINT "video_call_rooms_mins_check" CHECK ("video_call_rooms"."mins" > 0 and "video_call_rooms"."extra_minutes_bought" >= 0)
);
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "call_tokens_per_minute" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "call_tokens_per_extra_min" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_call_log" ADD CONSTRAINT "video_call_log_room_id_video_call_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."video_call_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_log" ADD CONSTRAINT "video_call_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_log" ADD CONSTRAINT "video_call_log_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_rooms" ADD CONSTRAINT "video_call_rooms_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_rooms" ADD CONSTRAINT "video_call_rooms_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_rooms" ADD CONSTRAINT "video_call_rooms_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_call_log_room_idx" ON "video_call_log" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "video_call_rooms_sender_idx" ON "video_call_rooms" USING btree ("sender_user_id","created_at");--> statement-breakpoint
CREATE INDEX "video_call_rooms_creator_idx" ON "video_call_rooms" USING btree ("creator_id","created_at");