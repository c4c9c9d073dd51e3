CREATE INDEX "movies_thumbnail_path_idx" ON "movies" USING btree ("thumbnail_path");--> statement-breakpoint
CREATE INDEX "post_elements_image_path_idx" ON "post_elements" USING btree ("image_path");