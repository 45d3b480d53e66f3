DROP INDEX "offers_one_deal_per_property_uq";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "amount_due" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "is_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "booking_percent" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "booking_amount" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_deal_per_property_uq" ON "offers" USING btree ("property_id") WHERE "offers"."status" in ('accepted', 'bought', 'booked', 'completed');