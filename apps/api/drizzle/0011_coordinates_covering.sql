-- Decision 024: the map's points of a small box, for rent, for sale or both, are chosen on the
-- coordinates index alone (newest first, the fraud anti-join on agent_id), then only the 1 001
-- chosen rows are read. Drizzle cannot declare INCLUDE, so schema.ts names the index without it.
DROP INDEX "properties_verified_coordinates_idx";--> statement-breakpoint
CREATE INDEX "properties_verified_coordinates_idx" ON "properties" USING btree ("lat","lng") INCLUDE ("created_at","id","agent_id","listed_for") WHERE "properties"."verification_status" = 'verified';
