-- Decision 024 (after the grid cells): 0015's covering (listed_for, cell, …) index is narrow and
-- carries min_price and bed_rooms, so a price band's capped count read it whole, rent first, and
-- dropped 340 000 rent entries before its 1 001 sale matches (51 ms at 1 000 000, against 0.5 on
-- the price index). Partial on `cell is not null`, it serves only a query that tests cells
-- (`cell in (…)` implies it). Drizzle cannot declare INCLUDE, so schema.ts names the index without it.
DROP INDEX "properties_verified_listed_cell_idx";--> statement-breakpoint
CREATE INDEX "properties_verified_listed_cell_idx" ON "properties" USING btree ("listed_for","cell","created_at","id") INCLUDE ("agent_id","bed_rooms","min_price","lat","lng") WHERE "properties"."verification_status" = 'verified' and "properties"."cell" is not null;
