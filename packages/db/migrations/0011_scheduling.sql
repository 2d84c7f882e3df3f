CREATE TABLE "appointment_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"type_id" uuid,
	"rule" text NOT NULL,
	"first_start" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text DEFAULT 'office' NOT NULL,
	"telehealth_url" text,
	"generated_until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_series_location_check" CHECK ("appointment_series"."location" in ('office','telehealth'))
);
--> statement-breakpoint
CREATE TABLE "appointment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"name" text NOT NULL,
	"service_code" text,
	"duration_minutes" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"location" text DEFAULT 'office' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_rules_location_check" CHECK ("availability_rules"."location" in ('office','telehealth')),
	CONSTRAINT "availability_rules_weekday_check" CHECK ("availability_rules"."weekday" in ('1','2','3','4','5','6','7'))
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"feed_token_hash" text,
	"feed_created_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"encounter_id" uuid NOT NULL,
	"lead_minutes" integer NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminders_channel_check" CHECK ("appointment_reminders"."channel" in ('email','sms'))
);
--> statement-breakpoint
CREATE TABLE "client_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"recorded_by" uuid,
	"source" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_consents_kind_check" CHECK ("client_consents"."kind" in ('telehealth','ai_assistance','recording','sms_reminders'))
);
--> statement-breakpoint
CREATE TABLE "client_diagnoses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"diagnosed_on" date,
	"resolved_on" date,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_group_members" (
	"group_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	CONSTRAINT "client_group_members_group_id_client_id_pk" PRIMARY KEY("group_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "client_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_groups_kind_check" CHECK ("client_groups"."kind" in ('couple','family'))
);
--> statement-breakpoint
CREATE TABLE "client_guardians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"phone" text,
	"email" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_insurance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"payer_name" text NOT NULL,
	"payer_id" text,
	"member_id" text NOT NULL,
	"group_number" text,
	"subscriber_relationship" text DEFAULT 'self' NOT NULL,
	"subscriber_name" text,
	"subscriber_date_of_birth" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "encounters" DROP CONSTRAINT "encounters_status_check";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reminders_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "type_id" uuid;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "location" text DEFAULT 'office' NOT NULL;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "telehealth_url" text;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "recurrence_date" date;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "detached" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "status_changed_by" uuid;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "encounters" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_type_id_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_types" ADD CONSTRAINT "appointment_types_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD CONSTRAINT "provider_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_encounter_id_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_consents" ADD CONSTRAINT "client_consents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_consents" ADD CONSTRAINT "client_consents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_diagnoses" ADD CONSTRAINT "client_diagnoses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_diagnoses" ADD CONSTRAINT "client_diagnoses_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_group_members" ADD CONSTRAINT "client_group_members_group_id_client_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."client_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_group_members" ADD CONSTRAINT "client_group_members_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_groups" ADD CONSTRAINT "client_groups_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_guardians" ADD CONSTRAINT "client_guardians_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_guardians" ADD CONSTRAINT "client_guardians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_insurance" ADD CONSTRAINT "client_insurance_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_series_practice_idx" ON "appointment_series" USING btree ("practice_id","generated_until");--> statement-breakpoint
CREATE INDEX "appointment_series_client_idx" ON "appointment_series" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_types_practice_name_idx" ON "appointment_types" USING btree ("practice_id","name");--> statement-breakpoint
CREATE INDEX "availability_rules_provider_idx" ON "availability_rules" USING btree ("provider_id","weekday");--> statement-breakpoint
CREATE INDEX "time_off_provider_idx" ON "time_off" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_once_idx" ON "appointment_reminders" USING btree ("encounter_id","lead_minutes","channel");--> statement-breakpoint
CREATE INDEX "appointment_reminders_encounter_idx" ON "appointment_reminders" USING btree ("encounter_id");--> statement-breakpoint
CREATE INDEX "client_consents_client_kind_idx" ON "client_consents" USING btree ("client_id","kind","recorded_at");--> statement-breakpoint
CREATE INDEX "client_diagnoses_client_idx" ON "client_diagnoses" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_group_members_client_idx" ON "client_group_members" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_groups_practice_idx" ON "client_groups" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "client_guardians_client_idx" ON "client_guardians" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_insurance_client_idx" ON "client_insurance" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_type_id_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encounters_practice_start_idx" ON "encounters" USING btree ("practice_id","scheduled_start");--> statement-breakpoint
CREATE UNIQUE INDEX "encounters_series_date_idx" ON "encounters" USING btree ("series_id","recurrence_date");--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_location_check" CHECK ("encounters"."location" in ('office','telehealth'));--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_cancelled_by_check" CHECK ("encounters"."cancelled_by" in ('client','clinician'));--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_status_check" CHECK ("encounters"."status" in ('scheduled','arrived','completed','cancelled','late_cancelled','no_show'));--> statement-breakpoint
-- Every existing practice gets the default appointment types (new practices get them when created).
INSERT INTO "appointment_types" ("practice_id", "name", "service_code", "duration_minutes", "sort_order")
SELECT p.id, t.name, t.code, t.minutes, t.ord FROM "practices" p CROSS JOIN (VALUES
  ('Intake assessment', '90791', 60, 1),
  ('Individual therapy, 53 min', '90834', 53, 2),
  ('Individual therapy, 60 min', '90837', 60, 3),
  ('Family therapy', '90847', 50, 4),
  ('Group therapy', '90853', 90, 5)
) AS t(name, code, minutes, ord);
