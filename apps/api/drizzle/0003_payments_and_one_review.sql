CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"intent_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"offer_id" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_offer_idx" ON "payments" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_offer_uq" ON "payments" USING btree ("offer_id") WHERE "payments"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id");--> statement-breakpoint
-- Earlier demo data could hold two reviews by one person of one listing: keep the first.
DELETE FROM "reviews" AS later USING "reviews" AS earlier WHERE later."property_id" = earlier."property_id" AND later."reviewer_id" = earlier."reviewer_id" AND (later."created_at", later."id") > (earlier."created_at", earlier."id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_reviewer_uq" ON "reviews" USING btree ("property_id","reviewer_id");