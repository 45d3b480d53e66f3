ALTER TABLE "properties" ADD COLUMN "price_cut_at" timestamp with time zone;--> statement-breakpoint
UPDATE "properties" SET "price_cut_at" = "latest"."changed_at" FROM (SELECT DISTINCT ON ("property_id") "property_id", "changed_at", "new_min_price" <= "old_min_price" AND "new_max_price" <= "old_max_price" AND ("new_min_price" < "old_min_price" OR "new_max_price" < "old_max_price") AS "is_cut" FROM "price_changes" ORDER BY "property_id", "changed_at" DESC) AS "latest" WHERE "latest"."property_id" = "properties"."id" AND "latest"."is_cut";--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recently_viewed_user_viewed_idx" ON "recently_viewed" USING btree ("user_id","viewed_at");
