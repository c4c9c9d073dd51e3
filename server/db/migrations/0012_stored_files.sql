CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The stored files are WebP images, already compressed: PostgreSQL need not try to compress them again.
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
