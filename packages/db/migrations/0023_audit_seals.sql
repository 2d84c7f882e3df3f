CREATE TABLE "audit_seals" (
	"pos" bigint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_seals_seq_key" UNIQUE("seq")
);
--> statement-breakpoint
-- The chain so far was written in seq order under one lock: its links become the first seals, unchanged.
INSERT INTO "audit_seals" ("pos", "seq", "prev_hash", "hash") SELECT "seq", "seq", "prev_hash", "hash" FROM "audit_events";
--> statement-breakpoint
ALTER TABLE "audit_events" DROP COLUMN "prev_hash";--> statement-breakpoint
ALTER TABLE "audit_events" DROP COLUMN "hash";--> statement-breakpoint
-- Seals are append-only too.
CREATE TRIGGER audit_seals_no_update_delete
  BEFORE UPDATE OR DELETE ON audit_seals
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_seals_no_truncate
  BEFORE TRUNCATE ON audit_seals
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
