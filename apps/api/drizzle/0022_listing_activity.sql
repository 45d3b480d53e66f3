CREATE TABLE "listing_views_daily" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "listing_views_daily_property_id_day_pk" PRIMARY KEY("property_id","day"),
	CONSTRAINT "listing_views_daily_views_positive" CHECK ("listing_views_daily"."views" > 0)
);
--> statement-breakpoint
ALTER TABLE "listing_views_daily" ADD CONSTRAINT "listing_views_daily_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_views_daily_day_idx" ON "listing_views_daily" USING btree ("day");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "agent_since" timestamp with time zone;--> statement-breakpoint
-- Agents from before this migration became agents at some unknown moment: their account's creation stands in.
UPDATE "user" SET "agent_since" = "created_at" WHERE "role" = 'agent';
