-- Decision 024 (after the grid cells): each listing's 0.1° grid cell, so a map box is estimated
-- from where listings are instead of from latitude and longitude as if they were independent (an
-- empty box of common latitudes and longitudes was estimated at thousands of rows and walked every
-- listing newest first, 3 s at 1 000 000). Statistics target 1000: Bangladesh spans ≈ 3 000 cells,
-- so each one with listings gets its own frequency. An index for `upazila` without its district.
ALTER TABLE "properties" ADD COLUMN "cell" integer GENERATED ALWAYS AS (case when latitude ~ '^\s*[-+]?[0-9]{1,3}(\.[0-9]*)?\s*$' and longitude ~ '^\s*[-+]?[0-9]{1,3}(\.[0-9]*)?\s*$' then floor(latitude::double precision * 10)::integer * 100000 + floor(longitude::double precision * 10)::integer end) STORED;--> statement-breakpoint
CREATE INDEX "properties_verified_cell_idx" ON "properties" USING btree ("cell","created_at","id") WHERE "properties"."verification_status" = 'verified';--> statement-breakpoint
CREATE INDEX "properties_verified_upazila_idx" ON "properties" USING btree ("upozila","created_at","id") WHERE "properties"."verification_status" = 'verified';--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "cell" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "properties";
