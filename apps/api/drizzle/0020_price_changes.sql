CREATE TABLE "price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"old_min_price" integer NOT NULL,
	"old_max_price" integer NOT NULL,
	"new_min_price" integer NOT NULL,
	"new_max_price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_changes_changed" CHECK ("price_changes"."old_min_price" <> "price_changes"."new_min_price" or "price_changes"."old_max_price" <> "price_changes"."new_max_price")
);
--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_property_idx" ON "price_changes" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE INDEX "price_changes_changed_at_idx" ON "price_changes" USING btree ("changed_at");