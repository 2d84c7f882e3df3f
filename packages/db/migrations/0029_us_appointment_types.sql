-- The psychotherapy codes a US practice bills, at lengths their CPT time rules support: every
-- practice gains the default appointment types it lacks (packages/db/src/new-practice.ts); a name
-- the practice already uses is left as it is. They come after the practice's own types, so its
-- usual session (the first after the intake, which the assistant books by default) stays first.
INSERT INTO "appointment_types" ("practice_id", "name", "service_code", "duration_minutes", "sort_order")
SELECT p."id", v."name", v."code", v."minutes", v."sort"
FROM "practices" p
CROSS JOIN (VALUES
  ('Individual therapy, 45 min', '90834', 45, 6),
  ('Individual therapy, 30 min', '90832', 30, 7),
  ('Family therapy without the client', '90846', 50, 8)
) AS v("name", "code", "minutes", "sort")
WHERE NOT EXISTS (
  SELECT 1 FROM "appointment_types" t WHERE t."practice_id" = p."id" AND t."service_code" = v."code" AND t."duration_minutes" = v."minutes"
)
ON CONFLICT ("practice_id", "name") DO NOTHING;
