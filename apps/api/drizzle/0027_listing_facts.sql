ALTER TABLE "properties" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "total_floors" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "facing" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_lift" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "gas" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "power_backup" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking_spaces" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "balconies" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnishing" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "construction" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "handover_month" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "advance_months" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "service_charge" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tenant_type" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "land_size" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "land_unit" text;