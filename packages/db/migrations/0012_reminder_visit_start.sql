DROP INDEX "appointment_reminders_once_idx";--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD COLUMN "visit_start" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_once_idx" ON "appointment_reminders" USING btree ("encounter_id","lead_minutes","channel","visit_start");