-- Back to the verified newest-first index of 0001 (decision 025): 0007's INCLUDE (agent_id,
-- title_lower, search_vector) let a text-only count run on the index alone, but PostgreSQL only
-- takes it when the count walks by age, and walking by age is 5–30× slower for a word in
-- 0.3–1 % of titles at 1 000 000 listings. Unused otherwise, it only cost 180 MB and every write.
DROP INDEX "properties_verified_added_idx";--> statement-breakpoint
CREATE INDEX "properties_verified_added_idx" ON "properties" USING btree ("created_at","id") WHERE "properties"."verification_status" = 'verified';
