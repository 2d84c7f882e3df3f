ALTER TABLE "users" ADD CONSTRAINT "users_character_type_check" CHECK ("users"."character_type" in ('client','parent_of_client','part_of_couple','admin','therapist'));--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_kind_check" CHECK ("auth_sessions"."kind" in ('session','access'));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_status_check" CHECK ("clients"."status" in ('active','inactive','discharged'));--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_status_check" CHECK ("encounters"."status" in ('scheduled','completed','cancelled','no_show'));--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_document_type_check" CHECK ("notes"."document_type" in ('soap_note','dap_note','birp_note','girp_note','client_summary','provider_reflection','risk_note','quick_note','psychiatric_evaluation','medication_management','intake_note','consultation_note'));--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_status_check" CHECK ("notes"."status" in ('draft','approved'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_role_check" CHECK ("messages"."role" in ('user','assistant'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_outcome_check" CHECK ("audit_events"."outcome" in ('success','denied','not_found','error'));--> statement-breakpoint
ALTER TABLE "engine_requests" ADD CONSTRAINT "engine_requests_status_check" CHECK ("engine_requests"."status" in ('processing','done','failed'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_kind_check" CHECK ("feedback"."kind" in ('Positive','Negative','Message'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued','running','done','error'));