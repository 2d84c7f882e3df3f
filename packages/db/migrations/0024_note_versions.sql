CREATE TABLE "note_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"content" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"message_id" uuid,
	CONSTRAINT "note_versions_source_check" CHECK ("note_versions"."source" in ('assistant','clinician'))
);
--> statement-breakpoint
ALTER TABLE "note_versions" ADD CONSTRAINT "note_versions_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_versions" ADD CONSTRAINT "note_versions_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_versions" ADD CONSTRAINT "note_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "note_versions_number_idx" ON "note_versions" USING btree ("note_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "note_versions_message_idx" ON "note_versions" USING btree ("note_id","message_id") WHERE "note_versions"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "notes_draft_encounter_idx" ON "notes" USING btree ("encounter_id") WHERE "notes"."status" = 'draft';--> statement-breakpoint
-- Every note written before versions were kept gets its first version: the text as first written (drafted_content holds it once the clinician has edited), the assistant's when it came from a conversation.
INSERT INTO "note_versions" ("note_id", "practice_id", "number", "content", "source", "created_at", "created_by")
SELECT "id", "practice_id", 1, coalesce("drafted_content", "note_content"), CASE WHEN "conversation_id" IS NULL THEN 'clinician' ELSE 'assistant' END, "created_at", "author_id" FROM "notes";
