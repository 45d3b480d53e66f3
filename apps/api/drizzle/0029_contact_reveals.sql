CREATE TABLE "contact_reveals" (
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "contact_reveals_property_id_kind_day_pk" PRIMARY KEY("property_id","kind","day"),
	CONSTRAINT "contact_reveals_kind_known" CHECK ("contact_reveals"."kind" in ('call', 'whatsapp')),
	CONSTRAINT "contact_reveals_count_positive" CHECK ("contact_reveals"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_reveals_day_idx" ON "contact_reveals" USING btree ("day");