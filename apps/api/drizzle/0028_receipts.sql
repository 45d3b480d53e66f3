CREATE TABLE "receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
-- hand-written: the payments that succeeded before receipts get their numbers, in the order they
-- completed (updated_at is when they became succeeded), one sequence per year in Dhaka (UTC+6, no
-- daylight saving), and the counters continue from there (decision 054).
WITH numbered AS (
  SELECT "id",
    extract(year FROM ("updated_at" AT TIME ZONE 'Asia/Dhaka'))::integer AS "year",
    row_number() OVER (
      PARTITION BY extract(year FROM ("updated_at" AT TIME ZONE 'Asia/Dhaka'))
      ORDER BY "updated_at", "created_at", "id"
    ) AS "sequence"
  FROM "payments"
  WHERE "status" = 'succeeded'
)
UPDATE "payments" SET
  "receipt_number" = 'NL-' || numbered."year" || '-' || lpad(numbered."sequence"::text, 6, '0'),
  "method" = CASE "payments"."provider" WHEN 'sandbox' THEN 'sandbox card' ELSE 'card' END,
  "paid_at" = "payments"."updated_at"
FROM numbered
WHERE "payments"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "receipt_counters" ("year", "last")
SELECT extract(year FROM ("paid_at" AT TIME ZONE 'Asia/Dhaka'))::integer, count(*)
FROM "payments"
WHERE "receipt_number" IS NOT NULL
GROUP BY 1;
