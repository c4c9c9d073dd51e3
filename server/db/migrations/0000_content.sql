CREATE TYPE "public"."creator_sex" AS ENUM('F', 'M', 'X');--> statement-breakpoint
CREATE TYPE "public"."element_component" AS ENUM('movie', 'picture');--> statement-breakpoint
CREATE TYPE "public"."front_container" AS ENUM('normal', 'premium', 'free', 'tokens');--> statement-breakpoint
CREATE TYPE "public"."promotional_action_type" AS ENUM('promotional_code', 'url', 'membership_plan_list');--> statement-breakpoint
CREATE TYPE "public"."site_type" AS ENUM('divas', 'chads');--> statement-breakpoint
CREATE TYPE "public"."video_kind" AS ENUM('main', 'trailer');--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"site_type" "site_type",
	"position" integer DEFAULT 0 NOT NULL,
	"mobile_image_url" text NOT NULL,
	"desktop_image_url" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotional_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_banner_image_url" text NOT NULL,
	"public_banner_responsive_image_url" text NOT NULL,
	"action_type" "promotional_action_type" NOT NULL,
	"action_value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_type" "site_type" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"file_path" text NOT NULL,
	"url" text NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"site_type" "site_type",
	"thumbnail_path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"sex" "creator_sex" NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"about_me" text DEFAULT '' NOT NULL,
	"is_webstar" boolean DEFAULT true NOT NULL,
	"is_celebrity" boolean DEFAULT false NOT NULL,
	"hidden_menu" boolean DEFAULT false NOT NULL,
	"chat_enabled" boolean DEFAULT true NOT NULL,
	"outstanding_rank" integer,
	"socials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile_image_path" text NOT NULL,
	"banner_image_path" text NOT NULL,
	"vertical_image_path" text NOT NULL,
	"image_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creators_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"flag_img_path" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "movie_categories" (
	"movie_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "movie_categories_movie_id_category_id_pk" PRIMARY KEY("movie_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "movie_models" (
	"movie_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "movie_models_movie_id_creator_id_pk" PRIMARY KEY("movie_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "movie_tags" (
	"movie_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "movie_tags_movie_id_tag_id_pk" PRIMARY KEY("movie_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "movies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"length" integer NOT NULL,
	"is_hd" boolean DEFAULT true NOT NULL,
	"main_video_id" integer,
	"trailer_video_id" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"favorites" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumbnail_path" text NOT NULL,
	"thumbnail_video_path" text,
	"group_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"component" "element_component" NOT NULL,
	"movie_id" integer,
	"name" text,
	"is_hd" boolean DEFAULT false NOT NULL,
	"length" integer,
	"image_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"front_container" "front_container" NOT NULL,
	"tokens_quantity" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"likes_enabled" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "video_kind" NOT NULL,
	"encode_driver" text NOT NULL,
	"player_data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_categories" ADD CONSTRAINT "movie_categories_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_categories" ADD CONSTRAINT "movie_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_models" ADD CONSTRAINT "movie_models_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_models" ADD CONSTRAINT "movie_models_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_tags" ADD CONSTRAINT "movie_tags_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_tags" ADD CONSTRAINT "movie_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movies" ADD CONSTRAINT "movies_main_video_id_videos_id_fk" FOREIGN KEY ("main_video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movies" ADD CONSTRAINT "movies_trailer_video_id_videos_id_fk" FOREIGN KEY ("trailer_video_id") REFERENCES "public"."videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movies" ADD CONSTRAINT "movies_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_elements" ADD CONSTRAINT "post_elements_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_elements" ADD CONSTRAINT "post_elements_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creators_sex_idx" ON "creators" USING btree ("sex");--> statement-breakpoint
CREATE INDEX "creators_outstanding_idx" ON "creators" USING btree ("outstanding_rank");--> statement-breakpoint
CREATE INDEX "faqs_language_idx" ON "faqs" USING btree ("language_id","position");--> statement-breakpoint
CREATE INDEX "movie_categories_category_idx" ON "movie_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "movie_models_creator_idx" ON "movie_models" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "movie_tags_tag_idx" ON "movie_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "movies_published_idx" ON "movies" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "movies_group_idx" ON "movies" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "post_elements_post_idx" ON "post_elements" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_creator_published_idx" ON "posts" USING btree ("creator_id","published_at" DESC NULLS LAST);