-- Decision 023 (after the map's slim points): 0012's text index, keyed by age alone, could not
-- give the map's newest matches of a word (ordered by age then id) nor a later page's ids without
-- reading the table: a common word's map and its deepest page walked the newest-first index and
-- read ≈ 10 000 table rows (12 ms at 100 000 listings) to find 1 000. Keyed by (created_at, id) and
-- carrying the coordinates too, it gives them from the index alone (2.5 ms). Drizzle cannot
-- declare INCLUDE, so schema.ts names the index without it.
DROP INDEX "properties_verified_text_idx";--> statement-breakpoint
CREATE INDEX "properties_verified_text_idx" ON "properties" USING btree ("created_at","id") INCLUDE ("agent_id","title_lower","search_vector","lat","lng") WHERE "properties"."verification_status" = 'verified';
