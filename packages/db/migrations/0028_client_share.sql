ALTER TABLE "client_insurance" ADD COLUMN "copay_cents" integer;--> statement-breakpoint
ALTER TABLE "client_insurance" ADD COLUMN "coinsurance_percent" integer;--> statement-breakpoint
ALTER TABLE "client_insurance" ADD COLUMN "deductible_cents" integer;--> statement-breakpoint
ALTER TABLE "client_insurance" ADD COLUMN "deductible_met_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "insurance_policy_id" uuid;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "insurer_share_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "deductible_applied_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_insurance_policy_id_client_insurance_id_fk" FOREIGN KEY ("insurance_policy_id") REFERENCES "public"."client_insurance"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_policy_date_idx" ON "charges" USING btree ("insurance_policy_id","service_date");--> statement-breakpoint
ALTER TABLE "client_insurance" ADD CONSTRAINT "client_insurance_cost_sharing_check" CHECK (coalesce("client_insurance"."copay_cents", 0) >= 0 and coalesce("client_insurance"."coinsurance_percent", 0) between 0 and 100 and coalesce("client_insurance"."deductible_cents", 0) >= 0 and "client_insurance"."deductible_met_cents" between 0 and coalesce("client_insurance"."deductible_cents", 0));--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_share_check" CHECK ("charges"."insurer_share_cents" >= 0 and "charges"."deductible_applied_cents" >= 0 and "charges"."insurer_share_cents" + "charges"."deductible_applied_cents" <= "charges"."amount_cents");