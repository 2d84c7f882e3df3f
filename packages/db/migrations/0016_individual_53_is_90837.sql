-- A 53-minute psychotherapy session is billed as 90837 (CPT time rules: 90834 is 38–52 minutes,
-- 90837 53 and more). Migration 0011 gave the default "Individual therapy, 53 min" type 90834;
-- correct the untouched default, and the visits of that type still to be held that carry it.
UPDATE "appointment_types" SET "service_code" = '90837'
WHERE "name" = 'Individual therapy, 53 min' AND "service_code" = '90834' AND "duration_minutes" = 53;--> statement-breakpoint
UPDATE "encounters" e SET "service_code" = '90837'
FROM "appointment_types" t
WHERE e."type_id" = t."id" AND t."name" = 'Individual therapy, 53 min' AND t."duration_minutes" = 53
  AND e."service_code" = '90834' AND e."status" = 'scheduled'
  AND e."scheduled_end" - e."scheduled_start" >= interval '53 minutes';
