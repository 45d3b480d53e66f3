ALTER TABLE "saved_searches" ADD COLUMN "tenant_type" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "furnishing" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "gas" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "has_lift" boolean;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_parking" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "available_by" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "locality_district" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "locality_area" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "locality_south" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "locality_north" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "locality_west" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "locality_east" double precision;--> statement-breakpoint
-- Saved searches kept their fact filters in `query` but matched without them: the same values the search
-- reads (trimmed, '' none; only valid ones were saved). Localities need their box, computed by the app:
-- those saved before keep alerting for the locality's city area until saved again (decision 066).
UPDATE "saved_searches" SET
  "tenant_type" = nullif(trim("query"->>'tenantType'), ''),
  "furnishing" = nullif(trim("query"->>'furnishing'), ''),
  "gas" = nullif(trim("query"->>'gas'), ''),
  "has_lift" = CASE WHEN trim("query"->>'hasLift') = 'true' THEN true END,
  "min_parking" = nullif(trim("query"->>'minParking'), '')::integer,
  "available_by" = nullif(trim("query"->>'availableBy'), '')
WHERE "query" ?| array['tenantType', 'furnishing', 'gas', 'hasLift', 'minParking', 'availableBy'];
