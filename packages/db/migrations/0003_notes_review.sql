CREATE TABLE "note_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "notes_encounter_idx";--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "risk_response" jsonb;--> statement-breakpoint
ALTER TABLE "note_addenda" ADD CONSTRAINT "note_addenda_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_addenda" ADD CONSTRAINT "note_addenda_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_addenda_note_idx" ON "note_addenda" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notes_one_per_encounter_and_type" ON "notes" USING btree ("encounter_id","document_type") WHERE "notes"."encounter_id" is not null;--> statement-breakpoint
CREATE INDEX "notes_status_created_idx" ON "notes" USING btree ("practice_id","status","created_at");