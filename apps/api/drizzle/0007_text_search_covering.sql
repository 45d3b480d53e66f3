DROP INDEX "properties_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_lower" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_title_lower_trgm_idx" ON "properties" USING gin ("title_lower" gin_trgm_ops);--> statement-breakpoint
-- By hand (Drizzle cannot declare INCLUDE): newest-first walks of verified listings carry what a
-- typed-text search and its count test, so the count runs on the index alone (decision 025).
DROP INDEX "properties_verified_added_idx";--> statement-breakpoint
CREATE INDEX "properties_verified_added_idx" ON "properties" USING btree ("created_at","id") INCLUDE ("agent_id","title_lower","search_vector") WHERE "properties"."verification_status" = 'verified';
