-- Decision 023 (after the map's slim points): the capped count of a dense box without rent or buy
-- (central Dhaka) read 0016's (listed_for, cell, …) index from its start, rent first, and dropped
-- 149 000 entries of other cells before its 1 001 matches (23 ms at 1 000 000). The cells' own
-- index now carries what that count tests (the box's ranges, the agent), so it reads only the
-- box's cells and no table row (0.6 ms). Drizzle cannot declare INCLUDE, so schema.ts names the
-- index without it.
DROP INDEX "properties_verified_cell_idx";--> statement-breakpoint
CREATE INDEX "properties_verified_cell_idx" ON "properties" USING btree ("cell") INCLUDE ("lat","lng","agent_id") WHERE "properties"."verification_status" = 'verified';
