CREATE TABLE "post_cards" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	"creator_id" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"is_celebrity" boolean NOT NULL,
	"in_divas" boolean NOT NULL,
	"in_chads" boolean NOT NULL,
	"shape" text,
	"plain" text,
	"with_creator" text
);
--> statement-breakpoint
ALTER TABLE "post_cards" ADD CONSTRAINT "post_cards_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_cards" ADD CONSTRAINT "post_cards_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_cards_divas_idx" ON "post_cards" USING btree ("published_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_cards"."in_divas";--> statement-breakpoint
CREATE INDEX "post_cards_chads_idx" ON "post_cards" USING btree ("published_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_cards"."in_chads";--> statement-breakpoint
CREATE INDEX "post_cards_divas_celebrities_idx" ON "post_cards" USING btree ("published_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_cards"."in_divas" and "post_cards"."is_celebrity";--> statement-breakpoint
CREATE INDEX "post_cards_chads_celebrities_idx" ON "post_cards" USING btree ("published_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST) WHERE "post_cards"."in_chads" and "post_cards"."is_celebrity";--> statement-breakpoint
CREATE INDEX "post_cards_creator_idx" ON "post_cards" USING btree ("creator_id","published_at" DESC NULLS FIRST,"post_id" DESC NULLS FIRST);--> statement-breakpoint
-- A write that changes what a guest sees of these posts, or which guest lists show them: their
-- texts go, their generation moves on (so a reader still holding the old one cannot store a card
-- built from the old rows: schema/post-cards.ts), and the columns the lists choose by are copied
-- again. A post without a card row gets one. Posts deleted in the same statement are skipped (their
-- card goes with them). The themes' sexes are those of creators/site-type-filter.ts; a test holds
-- the two to the same lists (tests/server/post-cards.test.ts).
CREATE FUNCTION post_cards_forget(post_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO post_cards (post_id, generation, creator_id, published_at, is_celebrity, in_divas, in_chads)
    SELECT p.id, 1, p.creator_id, p.published_at, c.is_celebrity, c.sex IN ('F', 'X'), c.sex IN ('M', 'X')
    FROM posts p JOIN creators c ON c.id = p.creator_id
    WHERE p.id = ANY (post_ids)
  ON CONFLICT (post_id) DO UPDATE SET
    generation = post_cards.generation + 1, shape = NULL, plain = NULL, with_creator = NULL,
    creator_id = excluded.creator_id, published_at = excluded.published_at,
    is_celebrity = excluded.is_celebrity, in_divas = excluded.in_divas, in_chads = excluded.in_chads
$$;
--> statement-breakpoint
SELECT post_cards_forget(ARRAY(SELECT id FROM posts));
--> statement-breakpoint
CREATE FUNCTION post_cards_on_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM post_cards_forget(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_cards_post_inserted AFTER INSERT ON posts
  FOR EACH ROW EXECUTE FUNCTION post_cards_on_post();
--> statement-breakpoint
CREATE TRIGGER post_cards_post_changed AFTER UPDATE ON posts
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION post_cards_on_post();
--> statement-breakpoint
CREATE FUNCTION post_cards_on_element() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM post_cards_forget(ARRAY[NEW.post_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM post_cards_forget(ARRAY[OLD.post_id]);
  ELSE
    PERFORM post_cards_forget(ARRAY[OLD.post_id, NEW.post_id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_cards_element_changed AFTER INSERT OR UPDATE OR DELETE ON post_elements
  FOR EACH ROW EXECUTE FUNCTION post_cards_on_element();
--> statement-breakpoint
CREATE FUNCTION post_cards_on_creator() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM post_cards_forget(ARRAY(SELECT id FROM posts WHERE creator_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_cards_creator_changed AFTER UPDATE ON creators
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION post_cards_on_creator();
--> statement-breakpoint
-- A post's movie element shows the movie's hover preview (posts/repository.ts).
CREATE FUNCTION post_cards_on_movie() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM post_cards_forget(ARRAY(SELECT post_id FROM post_elements WHERE movie_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_cards_movie_preview_changed AFTER UPDATE ON movies
  FOR EACH ROW WHEN (OLD.thumbnail_video_path IS DISTINCT FROM NEW.thumbnail_video_path)
  EXECUTE FUNCTION post_cards_on_movie();
