CREATE TABLE "chat_events" (
	"room_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_events_room_id_seq_pk" PRIMARY KEY("room_id","seq"),
	CONSTRAINT "chat_events_seq_positive" CHECK ("chat_events"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"side" text NOT NULL,
	"sender_user_id" integer,
	"body" text NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_room_seq_unique" UNIQUE("room_id","seq"),
	CONSTRAINT "chat_messages_side" CHECK ("chat_messages"."side" in ('fan', 'creator')),
	CONSTRAINT "chat_messages_body_length" CHECK (char_length("chat_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "last_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "fan_delivered_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "fan_read_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "creator_delivered_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "creator_read_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "chat_rooms" SET "last_activity_at" = "last_opened_at";--> statement-breakpoint
ALTER TABLE "chat_events" ADD CONSTRAINT "chat_events_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" USING btree ("sender_user_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_user_activity_idx" ON "chat_rooms" USING btree ("user_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_rooms_creator_activity_idx" ON "chat_rooms" USING btree ("creator_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_pointers_in_range" CHECK ("chat_rooms"."fan_read_seq" between 0 and "chat_rooms"."last_seq" and "chat_rooms"."creator_read_seq" between 0 and "chat_rooms"."last_seq"
        and "chat_rooms"."fan_delivered_seq" between 0 and "chat_rooms"."last_seq" and "chat_rooms"."creator_delivered_seq" between 0 and "chat_rooms"."last_seq");