ALTER TABLE "clients" DROP CONSTRAINT "clients_status_check";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "pronouns" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "emergency_contact" jsonb;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "discharged_on" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "discharge_reason" text;--> statement-breakpoint
CREATE INDEX "clients_practice_name_idx" ON "clients" USING btree ("practice_id","last_name","first_name","date_of_birth");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_status_check" CHECK ("clients"."status" in ('prospective','waitlist','active','inactive','discharged'));