-- Decision 024 (after the grid cells): the map's points of a dense box with rent or buy, rooms and a
-- budget (the Dhaka box holds a quarter of all listings) are chosen on the cell index alone — the
-- fraud anti-join's agent_id, rooms, price and the point ride along — instead of a bitmap over
-- every rent listing under the budget (300 ms → ≈ 40 ms at 1 000 000). It still serves a box
-- without rent or buy by its leading cell. Drizzle cannot declare INCLUDE, so schema.ts names the
-- index without it.
DROP INDEX "properties_verified_cell_idx";--> statement-breakpoint
CREATE INDEX "properties_verified_cell_idx" ON "properties" USING btree ("cell","listed_for","created_at","id") INCLUDE ("agent_id","bed_rooms","min_price","lat","lng") WHERE "properties"."verification_status" = 'verified';
