DROP INDEX "notes_status_created_idx";--> statement-breakpoint
CREATE INDEX "encounters_held_idx" ON "encounters" USING btree ("provider_id","client_id","id") WHERE "encounters"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "notes_list_order_idx" ON "notes" USING btree ("practice_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "notes_approved_encounter_idx" ON "notes" USING btree ("encounter_id") WHERE "notes"."status" = 'approved';