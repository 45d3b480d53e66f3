ALTER TABLE "offers" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "end_reason" text;--> statement-breakpoint
CREATE INDEX "offers_payment_due_idx" ON "offers" USING btree ("payment_due_at") WHERE "offers"."status" = 'accepted';--> statement-breakpoint
-- Deals accepted before payment windows existed get the default window from their last change, so none stays locked for ever.
UPDATE "offers" SET "accepted_at" = "updated_at", "payment_due_at" = "updated_at" + interval '7 days' WHERE "status" = 'accepted' AND "payment_due_at" IS NULL;
