-- Decision 024 (after the grid cells): 0014's covering cell index also served a dense box without
-- rent or buy, whose estimate (cell × lat range × lng range) is 8× low, so the map of the Dhaka
-- box sorted its 250 000 entries (70 ms at 1 000 000) instead of walking the newest-first index
-- (5 ms). Rent or buy now leads the covering index, and the cells alone get a plain index that
-- finds an empty or sparse box's few listings. Drizzle cannot declare INCLUDE, so schema.ts names
-- the index without it.
DROP INDEX "properties_verified_cell_idx";--> statement-breakpoint
CREATE INDEX "properties_verified_listed_cell_idx" ON "properties" USING btree ("listed_for","cell","created_at","id") INCLUDE ("agent_id","bed_rooms","min_price","lat","lng") WHERE "properties"."verification_status" = 'verified';--> statement-breakpoint
CREATE INDEX "properties_verified_cell_idx" ON "properties" USING btree ("cell") WHERE "properties"."verification_status" = 'verified';
