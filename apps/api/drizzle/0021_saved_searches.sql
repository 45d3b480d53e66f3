CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"alert" text DEFAULT 'instant' NOT NULL,
	"listed_for_key" text DEFAULT '' NOT NULL,
	"place_key" text DEFAULT '' NOT NULL,
	"division" text,
	"district" text,
	"upazila" text,
	"area" text,
	"category" text,
	"categories" text[],
	"amenities" text[],
	"price_band_min" integer,
	"price_band_max" integer,
	"min_price" integer,
	"max_price" integer,
	"min_bedrooms" integer,
	"min_bathrooms" integer,
	"min_size" integer,
	"max_size" integer,
	"added_within_days" integer,
	"north" double precision,
	"south" double precision,
	"east" double precision,
	"west" double precision,
	"search" text,
	"search_pattern" text,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_name_length" CHECK (char_length("saved_searches"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"notification_id" uuid,
	CONSTRAINT "saved_search_matches_saved_search_id_property_id_reason_pk" PRIMARY KEY("saved_search_id","property_id","reason")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("listed_for_key","place_key") WHERE "saved_searches"."alert" <> 'off';--> statement-breakpoint
CREATE INDEX "saved_search_matches_pending_idx" ON "saved_search_matches" USING btree ("saved_search_id","matched_at") WHERE "saved_search_matches"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_matches_notification_idx" ON "saved_search_matches" USING btree ("notification_id");
