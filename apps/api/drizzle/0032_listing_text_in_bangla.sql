ALTER TABLE "properties" ADD COLUMN "title_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || title_bn)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" drop column "title_lower";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_lower" text GENERATED ALWAYS AS (lower(title || E'\n' || title_bn)) STORED NOT NULL;--> statement-breakpoint
-- hand-written
-- Decision 059: the title columns the search reads now hold both titles. PostgreSQL 15 cannot change a
-- generated column's expression, so they were dropped and added again (Drizzle reordered by hand: the
-- Bangla columns first), and with them went every index that names them: the two GIN indexes and the
-- covering text index (0025), rebuilt here as they were, INCLUDE columns and all, with 0009's statistics.
CREATE INDEX "properties_search_vector_idx" ON "properties" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "properties_title_lower_trgm_idx" ON "properties" USING gin ("title_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_verified_text_idx" ON "properties" USING btree ("created_at","id") INCLUDE ("agent_id","title_lower","search_vector","lat","lng") WHERE "properties"."verification_status" = 'verified' and "properties"."market_state" = 'available';--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "title_lower" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "properties" ("title_lower", "search_vector");
